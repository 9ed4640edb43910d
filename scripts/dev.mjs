// `npm run dev`: the API with reload (tsx watch, port 3000) and Vite with hot reload (5173,
// proxying /api and /images to the API).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@harit/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@harit/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
