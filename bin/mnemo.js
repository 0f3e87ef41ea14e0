#!/usr/bin/env node
// The compiled CLI (built by `npm install` through the `prepare` script, or `npm run build`).
import { main } from '../dist/surfaces/cli/main.js';

process.exitCode = await main(process.argv);
