import { resetSandbox, signInAs, test, expect } from './fixtures';

test('porting numbers', async ({ page, request }) => {
  await resetSandbox(request);
  await signInAs(page, 'demo', '/numbers/porting/create');
  const box = page.getByRole('textbox', { name: 'Numbers' });
  await box.fill('+31 20 123 4567\n+3120\n+31201234567\n+31850000101');
  await expect(page.getByText('4 numbers')).toBeVisible();
  await expect(page.getByText('+31850000101 is already in porting request #3.')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/porting-create.png', fullPage: true });
  console.log(await box.inputValue());
});
