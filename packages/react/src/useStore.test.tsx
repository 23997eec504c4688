import { createRegistry, createStore } from '@tessera/engine';
import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RegistryProvider, useRegistry } from './RegistryProvider';
import { useStore } from './useStore';

const personStore = createStore({ name: 'Anna', age: 30 });
const selectName = (state: { name: string }) => state.name;

function PersonName() {
  return <span>{useStore(personStore, selectName)}</span>;
}

describe('useStore', () => {
  it('re-renders with the new state after setState', () => {
    render(<PersonName />);
    expect(screen.getByText('Anna')).toBeInTheDocument();
    act(() => personStore.setState((state) => ({ ...state, name: 'Jan' })));
    expect(screen.getByText('Jan')).toBeInTheDocument();
  });
});

describe('useRegistry', () => {
  it('returns the registry of the nearest provider', () => {
    const registry = createRegistry([]);
    const { result } = renderHook(() => useRegistry(), {
      wrapper: ({ children }) => (
        <RegistryProvider registry={registry}>{children}</RegistryProvider>
      ),
    });
    expect(result.current).toBe(registry);
  });

  it('throws a clear error outside a provider', () => {
    expect(() => renderHook(() => useRegistry())).toThrow('needs a <RegistryProvider>');
  });
});
