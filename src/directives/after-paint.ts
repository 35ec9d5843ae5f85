/**
 * Runs `task` in a task of its own once the page has painted. A directive runs while the page is
 * still being parsed; what it can leave until after the first paint (the first read of
 * sessionStorage, which may wait on the browser process) then neither lengthens that parsing task,
 * which Lighthouse counts as blocking time, nor holds back the paint (issue 27). A page opened in
 * a background tab paints, and so runs it, once shown.
 */
export function afterFirstPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task));
}
