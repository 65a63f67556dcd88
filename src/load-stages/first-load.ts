// Every stage of the first load (src/main.tsx), for the build alone: an entry that the page never loads, so that the
// stages' code is grouped with the first load's chunks (scripts/vite/load-stages.ts).
import './react';
import './libraries';
import '../router';
import '../start';
