/**
 * The album's browser behaviour: pressing a track (a click, Enter or Space, as any button) makes
 * it the current one (aria-current) and plays it from its start, or plays and pauses it when it
 * is already current; when a track ends the next one plays, and the last one ends the album.
 * Nothing plays until the visitor asks.
 */
export function mount(root: HTMLElement): void {
  const player = root.querySelector<HTMLAudioElement>(".tsr-album__player");
  const tracks = Array.from(root.querySelectorAll<HTMLButtonElement>(".tsr-album__track"));
  if (!player || tracks.length === 0) return;

  const play = (index: number) => {
    const track = tracks[index];
    if (!track) return;
    tracks.forEach((other) => (other === track ? other.setAttribute("aria-current", "true") : other.removeAttribute("aria-current")));
    player.src = track.dataset.src ?? "";
    player.setAttribute("aria-label", track.dataset.label ?? "");
    void player.play().catch(() => undefined);
  };

  const press = (index: number) => {
    if (!tracks[index]!.hasAttribute("aria-current")) return play(index);
    if (player.paused) void player.play().catch(() => undefined);
    else player.pause();
  };

  tracks.forEach((track, index) => track.addEventListener("click", () => press(index)));
  player.addEventListener("ended", () => {
    const current = tracks.findIndex((track) => track.hasAttribute("aria-current"));
    if (current < tracks.length - 1) play(current + 1);
  });
}
