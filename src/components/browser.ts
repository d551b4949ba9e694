/** Full page loads, kept in one module so that tests can observe them (jsdom cannot navigate). */
export function assignLocation(url: string): void {
  window.location.assign(url);
}

export function reloadPage(): void {
  window.location.reload();
}
