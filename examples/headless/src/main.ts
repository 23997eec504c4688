import { runOrderExample } from './orderExample';

for (const line of runOrderExample()) console.log(line);
