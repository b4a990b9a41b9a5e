#!/usr/bin/env node
// `shop-compress [folder]`: .br and .gz beside the text assets of a build folder (dist unless told).
import path from 'node:path';
import { compressFolder } from './compress.mjs';

compressFolder(path.resolve(process.argv[2] ?? 'dist'));
