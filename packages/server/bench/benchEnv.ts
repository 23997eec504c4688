/** A positive number from the environment variable `name`, else `fallback` when unset or empty. */
export function numberEnv(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) {
    throw new Error(`${name}: expected a positive number`);
  }
  return parsed;
}
