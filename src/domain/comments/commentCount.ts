/** How many published comments a post has, in the words listings show beside it: "1 comment", "3 comments", "0 comments". */
export function commentCountText(count: number): string {
  return count === 1 ? "1 comment" : `${count} comments`;
}
