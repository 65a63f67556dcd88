import type { TestProject } from 'vitest/node';
import { buildTemplate } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  project.provide('dbTemplate', await buildTemplate(process.env.DATABASE_URL || undefined));
}
