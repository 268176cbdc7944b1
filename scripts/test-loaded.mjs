/**
 * `npm run test:loaded`: the suite while two extra processes keep both cores busy, as on a
 * shared CI machine. The suite must pass so, with its usual timeouts; arguments go to Vitest.
 */
import { spawn } from 'node:child_process';

/** As many as this machine has cores, where CI runs. */
const BURNERS = 2;
const burners = Array.from({ length: BURNERS }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const stopBurners = () => burners.forEach((burner) => burner.kill('SIGKILL'));

const suite = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => suite.kill(signal));
suite.on('exit', (code, signal) => {
  stopBurners();
  process.exit(code ?? (signal ? 1 : 0));
});
