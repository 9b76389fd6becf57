/**
 * Flags for the node process that serves the platform (`npm start`, the benchmark's and the tests'
 * server processes). A page render allocates a few megabytes of short-lived objects; V8's default
 * young generation (16 MB semi-spaces) promotes part of them and collects them again in the old
 * generation. 64 MB semi-spaces let them die young: about 8 % less CPU per signed-in page on the job
 * list (decision 0018, sixth round), for up to about 100 MB more memory per process (docs/scaling.md).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=64"];
