// Layout checks (issue 27, item 6): a box that holds its content at a phone's and a desktop's width, and a row of
// links that stays one row. Portuguese and Spanish labels run ~30% longer than English (UX.md principle 5), Urdu
// flows right to left: the journeys run these in all four languages.
/* global document, window, getComputedStyle */
import { expect } from './expect.mjs';
import { settle } from './journey-helpers.mjs';

/** The widths the layout journeys check (and shoot): a small phone and a desktop. */
export const LAYOUT_WIDTHS = [360, 1280];
export const ALL_LANGUAGES = ['en', 'ur', 'pt', 'es'];

/** Resizes the page to `width` (800 px high) and lets layout and fonts settle. */
export async function atWidth(page, width) {
  await page.setViewportSize({ width, height: 800 });
  await settle(page);
}

/**
 * Every element `selector` matches (at least one) holds its content: no sideways overflow (scrollWidth within
 * clientWidth + 1, as text in a box that is too narrow shows), and it lies inside the viewport's width.
 */
export async function expectFits(page, selector, what) {
  const boxes = await page.evaluate((selector) => {
    return [...document.querySelectorAll(selector)]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return {
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
          left: box.left,
          right: box.right,
          viewport: document.documentElement.clientWidth || window.innerWidth,
        };
      });
  }, selector);
  expect(boxes.length > 0, `${what}: nothing visible matches ${selector}`);
  for (const box of boxes) {
    expect(
      box.scrollWidth <= box.clientWidth + 1,
      `${what} (${selector}) overflows its box: scrollWidth ${box.scrollWidth} > clientWidth ${box.clientWidth}`,
    );
    expect(
      box.left >= -1 && box.right <= box.viewport + 1,
      `${what} (${selector}) leaves the viewport: ${Math.round(box.left)}–${Math.round(box.right)} of ${box.viewport} px`,
    );
  }
}

/** The page itself does not scroll sideways (nothing pushes it wider than the viewport). */
export async function expectNoPageOverflow(page, what) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth <= clientWidth + 1, `${what}: the page scrolls sideways (${scrollWidth} px wide in ${clientWidth} px)`);
}

/**
 * The elements `selector` matches (at least two) sit on one line: the same offsetTop, and none of their texts wraps
 * (each is no taller than one line of its own text).
 */
export async function expectOneLine(page, selector, what) {
  const items = await page.evaluate((selector) => {
    return [...document.querySelectorAll(selector)].map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      // One box per line of text (a wrapped label has two or more at different heights).
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      return {
        text: element.textContent.trim(),
        offsetTop: element.offsetTop,
        lines: lines.size,
        whiteSpace: getComputedStyle(element).whiteSpace,
      };
    });
  }, selector);
  expect(items.length >= 2, `${what}: expected several ${selector}, found ${items.length}`);
  const tops = new Set(items.map((item) => item.offsetTop));
  expect(tops.size === 1, `${what}: not on one line, offsetTop ${items.map((i) => `"${i.text}" ${i.offsetTop}`).join(', ')}`);
  const wrapped = items.filter((item) => item.lines > 1);
  expect(wrapped.length === 0, `${what}: wraps inside ${wrapped.map((i) => `"${i.text}" (${i.lines} lines)`).join(', ')}`);
}

/**
 * Each select `selector` matches shows its chosen option's text whole: the text's width in the select's font fits its
 * content box less the dropdown arrow (a select clips its text silently, so scrollWidth cannot tell).
 */
export async function expectSelectsShowText(page, selector, what) {
  const clipped = await page.evaluate((selector) => {
    const ARROW = 20; // Chromium's dropdown arrow, drawn inside the content box at its end
    const context = document.createElement('canvas').getContext('2d');
    return [...document.querySelectorAll(selector)]
      .filter((select) => select.getClientRects().length > 0)
      .map((select) => {
        const style = getComputedStyle(select);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = select.selectedOptions[0]?.text ?? '';
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - ARROW;
        return { text, width: Math.ceil(context.measureText(text).width), room: Math.floor(room) };
      })
      .filter((select) => select.width > select.room);
  }, selector);
  expect(clipped.length === 0, `${what}: ${clipped.map((s) => `"${s.text}" (${s.width} px in ${s.room} px)`).join(', ')} cut short`);
}
