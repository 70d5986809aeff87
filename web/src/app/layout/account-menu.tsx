export function AccountMenu() {
  return null;
}
