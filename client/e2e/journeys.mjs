// The main journeys, each a function of a Playwright page. Add one per user-facing flow.

async function expectText(page, text, timeout = 10_000) {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout });
}

export const journeys = [
  {
    name: 'home page shows the product and a healthy API',
    async run({ page, baseUrl }) {
      await page.goto(baseUrl);
      await expectText(page, 'AutoExport');
      await expectText(page, 'All systems running');
    },
  },
  {
    name: 'a client route reloads into the app',
    async run({ page, baseUrl }) {
      const response = await page.goto(`${baseUrl}/auth`);
      if (response?.status() !== 200) throw new Error(`expected 200 for /auth, got ${response?.status()}`);
      await expectText(page, 'AutoExport');
    },
  },
];
