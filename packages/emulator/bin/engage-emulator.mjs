#!/usr/bin/env node
// Runs the TypeScript source through tsx's loader: the emulator is a dev tool, never deployed.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
