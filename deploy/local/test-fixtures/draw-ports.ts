// Draws as many ports as its argument says, never binding them, and prints them as JSON: the port test runs two
// of these at once.
import { freePort } from '../free-port.ts';

const ports: number[] = [];
for (let i = 0; i < Number(process.argv[2]); i += 1) ports.push(await freePort());
process.stdout.write(JSON.stringify(ports));
