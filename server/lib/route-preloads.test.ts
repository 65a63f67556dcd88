import { describe, expect, it } from 'vitest';
import { ROLE_SCREENS } from '#contract/role-screens';
import { type BuildManifest, routePreloads } from './route-preloads';

// A build manifest shaped like Vite's for this app's file routes (dist/.vite/manifest.json).
const split = (stem: string) => `src/routes/${stem}.tsx?tsr-split=component`;
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_main-1.js'] },
  '_main-1.js': { file: 'assets/main-1.js', css: ['assets/main-1.css'] },
  '_shell-1.js': { file: 'assets/shell-1.js', imports: ['_main-1.js', '_form-1.js'], css: ['assets/shell-1.css'] },
  '_form-1.js': { file: 'assets/form-1.js', css: ['assets/form-1.css', 'assets/main-1.css'] },
  [split('login')]: { file: 'assets/login-1.js', imports: ['_main-1.js', '_form-1.js'] },
  [split('_app/dashboard')]: { file: 'assets/dashboard-1.js', imports: ['_shell-1.js'] },
  [split('_app/users/index')]: { file: 'assets/users-1.js', imports: ['_shell-1.js'] },
  [split('_app/users/new')]: { file: 'assets/new-1.js', imports: ['_shell-1.js'] },
  [split('_app/users/$id.edit')]: { file: 'assets/edit-1.js', imports: ['_shell-1.js'] },
  [split('_app/_student')]: { file: 'assets/student-1.js', imports: ['_shell-1.js'] },
  [split('_app/_student/student/assessments/$id')]: { file: 'assets/take-1.js', imports: ['_shell-1.js'] },
  [split('_app/classes_.$schoolId.$classLevel.register')]: { file: 'assets/register-1.js', imports: [] },
  [ROLE_SCREENS['/dashboard']?.teacher ?? '']: {
    file: 'assets/teacher-dashboard-1.js',
    imports: ['_shell-1.js', '_query-1.js'],
    css: ['assets/dashboard-blocks-1.css'],
  },
  [ROLE_SCREENS['/dashboard']?.student ?? '']: { file: 'assets/student-dashboard-1.js', imports: ['_query-1.js'] },
  '_query-1.js': { file: 'assets/query-1.js', imports: ['_main-1.js'] },
};
const preloadsFor = routePreloads(manifest);
const scripts = (html: string) => [...html.matchAll(/rel="modulepreload"[^>]* href="\/([^"]+)"/g)].map((m) => m[1]);
const rolePreloads = (html: string) => {
  const content = /<meta name="role-preloads" content="([^"]*)">/.exec(html)?.[1];
  return content === undefined ? undefined : JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
};
const styles = (html: string) => [...html.matchAll(/rel="preload" as="style"[^>]* href="\/([^"]+)"/g)].map((m) => m[1]);

describe('routePreloads', () => {
  it("names a page's chunk and what it imports, not the entry's own files", () => {
    const html = preloadsFor('/dashboard');
    expect(scripts(html)).toEqual(['assets/dashboard-1.js', 'assets/shell-1.js', 'assets/form-1.js']);
    expect(styles(html)).toEqual(['assets/shell-1.css', 'assets/form-1.css']);
    expect(html).toContain('crossorigin');
  });

  it('matches static segments before parameters, parameters by any value, dots as path separators', () => {
    expect(scripts(preloadsFor('/users'))[0]).toBe('assets/users-1.js');
    expect(scripts(preloadsFor('/users/new'))[0]).toBe('assets/new-1.js');
    expect(scripts(preloadsFor('/users/u-42/edit'))[0]).toBe('assets/edit-1.js');
    expect(scripts(preloadsFor('/classes/s1/6A/register'))).toEqual(['assets/register-1.js']);
  });

  it("adds a page's layouts (a pathless role layout) before the page", () => {
    expect(scripts(preloadsFor('/student/assessments/a1'))).toEqual([
      'assets/student-1.js',
      'assets/shell-1.js',
      'assets/form-1.js',
      'assets/take-1.js',
    ]);
  });

  it('names nothing for a path no page has, a layout alone, or the root', () => {
    expect(preloadsFor('/nowhere')).toBe('');
    expect(preloadsFor('/users/u-42')).toBe('');
    expect(preloadsFor('/')).toBe('');
    expect(routePreloads({})('/dashboard')).toBe('');
  });

  it("lists each role's own screen files on a page drawn by role, less what the page already names", () => {
    const byRole = rolePreloads(preloadsFor('/dashboard'));
    expect(byRole.teacher).toEqual([
      'assets/teacher-dashboard-1.js',
      'assets/query-1.js',
      'assets/dashboard-blocks-1.css',
    ]);
    expect(byRole.student).toEqual(['assets/student-dashboard-1.js', 'assets/query-1.js']);
    // A role whose module the build does not have gets nothing, rather than a wrong file.
    expect(byRole.admin).toEqual([]);
    expect(Object.keys(byRole).sort()).toEqual([
      'admin',
      'institution_manager',
      'school_manager',
      'student',
      'teacher',
    ]);
    expect(rolePreloads(preloadsFor('/users'))).toBeUndefined();
  });

  it('the same answer each time (kept per page)', () => {
    expect(preloadsFor('/login')).toBe(preloadsFor('/login/'));
    expect(scripts(preloadsFor('/login'))).toEqual(['assets/login-1.js', 'assets/form-1.js']);
  });
});
