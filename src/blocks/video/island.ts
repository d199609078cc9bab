import { mountVideo } from "./videoPlayer";

/** The video block's browser behaviour: the overlay loads and shows the video, one at a time. */
export function mount(root: HTMLElement): void {
  const video = root.querySelector<HTMLElement>(".tsr-video");
  if (video) mountVideo(video);
}
