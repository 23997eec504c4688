import type { EngineHost } from '@tessera/engine';

/** A host whose delegated methods are watched until they have all answered. @internal */
export interface TrackedHost {
  readonly host: EngineHost;
  /**
   * Resolves once no delegated method is running and everything their answers set off has run
   * (an answer may start further methods: they are waited for too).
   */
  settled(): Promise<void>;
  /** The errors delegated methods failed with, in the order they failed. */
  readonly failures: readonly unknown[];
}

/** More rounds than any real chain of server-side methods needs: a guard, not a rule. */
const maxRounds = 1000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Wraps a host so that a caller replaying a form on the server can wait for its server-side
 * methods: the form store applies their answers asynchronously (as the browser shows them when
 * they arrive), and a save or a calculation must see the form as it stands once they have.
 * A failed method answers null — the empty value the store falls back to anyway — and its error
 * is collected for the caller to judge: the store drops some promises it cannot use yet
 * (variables, row defaults), and a rejected one nobody handles would take the process down.
 * @internal
 */
export function trackDelegatedMethods(host: EngineHost): TrackedHost {
  const running = new Set<Promise<void>>();
  const failures: unknown[] = [];
  const tracked: EngineHost = {
    ...host,
    resolveDelegatedMethod(method, context, inputs) {
      const answer = host
        .resolveDelegatedMethod(method, context, inputs)
        .catch((error: unknown) => {
          failures.push(error);
          return null;
        });
      const watched: Promise<void> = answer.then(() => {
        running.delete(watched);
      });
      running.add(watched);
      return answer;
    },
  };
  return {
    host: tracked,
    failures,
    async settled() {
      for (let round = 0; round < maxRounds; round += 1) {
        // A macrotask turn: every promise chain not waiting on I/O (a method's nested inputs
        // answering, the store applying an answer) has moved on to its next method call.
        await nextTurn();
        if (running.size === 0) return;
        await Promise.all([...running]);
      }
      throw new Error(`Server-side methods were still running after ${maxRounds} rounds`);
    },
  };
}
