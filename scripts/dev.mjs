// npm run dev: the API with hot reload (tsx watch) on :3001 and Vite with HMR on :3000, proxying /api to it.
import { spawn } from "node:child_process";

const webPort = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "3001";
const env = {
  ...process.env,
  NODE_ENV: "development",
  PORT: apiPort,
  APP_URL: process.env.APP_URL ?? `http://localhost:${webPort}`,
};
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/index.ts"], { stdio: "inherit", env }),
  spawn("npx", ["vite", "--port", webPort, "--strictPort"], {
    stdio: "inherit",
    env: { ...process.env, VITE_API_PROXY: `http://localhost:${apiPort}` },
  }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const child of children)
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exitCode = code ?? 0;
  });
