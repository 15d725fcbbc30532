// What a page in a browser test showed, for the diagnostics of a test that failed on it.
import type { Page, Request } from 'playwright-core';

/** The start of what the page shows, for a failure's diagnostics (a 503 page names its cause). */
export async function pageText(page: Page): Promise<string> {
  // The main region when there is one: the navigation before it says nothing about the failure.
  const text = await page
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, without the islands' JSON props.
    .evaluate(() => (document.querySelector('main') ?? document.body)?.innerText)
    .catch(() => '(no body)');
  return (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 400);
}

/** Where the page was, what it showed, and the requests still waiting for an answer with how long they had waited. */
export async function failureReport(page: Page, inFlight: Map<Request, number>): Promise<string> {
  const now = Date.now();
  const pending = [...inFlight].map(
    ([request, since]) => `${request.method()} ${new URL(request.url()).pathname} (${now - since} ms)`,
  );
  return [
    `# browser: the failed test's page was at ${page.url()} showing "${await pageText(page)}"`,
    `# browser: requests without an answer: ${pending.length ? pending.join(', ') : 'none'}`,
  ].join('\n');
}
