export * from './paths';
export * from './remote-mounts';
export * from './remote-contract';
export * from './return-path';
