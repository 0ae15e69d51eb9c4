/**
 * Preloaded by the npm scripts (`node --import`): the variables of the `.env` file beside
 * package.json, when there is one; a variable already set in the environment wins. Nothing is
 * printed when there is none (Node's `--env-file-if-exists` says so before every script).
 */
import { existsSync } from "node:fs";
import { repositoryPath } from "#server/lib/repository.ts";

const file = repositoryPath(".env");
if (existsSync(file)) process.loadEnvFile(file);
