export { createStore, type Store } from './createStore';
