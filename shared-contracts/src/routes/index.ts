export * from './paths';
export * from './remote-mounts';
