export function pathOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : '/';
}

export function isUnder(path: string, section: string): boolean {
  return path === section || path.startsWith(`${section}/`);
}
