/** The admin in the browser: signed in through the admin login, as the editor does it. */
import { expect, type Page } from '@playwright/test';
import { ADMIN } from './stack-api';

export async function logInAsAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}
