import { expect, type Page, type Response } from '@playwright/test';

// The saves of process forms in the runtime, as the specs wait for them.

/** Waits for the save call of a process form: POST processes (start) or PATCH processes/{id}. */
export function processSave(page: Page, method: 'POST' | 'PATCH') {
  return page.waitForResponse(
    (response) =>
      /\/api\/processes(\/[^/]+)?$/.test(new URL(response.url()).pathname) &&
      response.request().method() === method,
  );
}

/** The process a save answered with. */
export async function savedProcess(response: Promise<Response>) {
  const answer = await response;
  expect(answer.ok(), await answer.text()).toBe(true);
  return (
    (await answer.json()) as {
      data: { process: { id: string; currentStepId: string | null; isFinished: boolean } };
    }
  ).data.process;
}
