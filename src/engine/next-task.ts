/** Resolves in a later task: the browser may run a tap or a paint in between (§2 Speed: no long task). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
