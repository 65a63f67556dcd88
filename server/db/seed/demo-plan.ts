import { defaultSlidesForGrade } from '#contract/constants';

/** The demo world, as plain data: who exists, where they teach and study. */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.test', role: 'admin', name: 'Asha Verma' },
  { email: 'institution.manager@demo.test', role: 'institution_manager', name: 'Rajiv Malhotra' },
  { email: 'school.manager@demo.test', role: 'school_manager', name: 'Meena Iyer' },
  { email: 'teacher@demo.test', role: 'teacher', name: 'Priya Sharma' },
  { email: 'student@demo.test', role: 'student', name: 'Aarav Gupta' },
] as const;

export type DemoSchool = {
  key: string;
  name: string;
  institution: 'sunrise' | 'bharat';
  board: string;
  state: string;
  city: string;
  fee: number;
  classes: string[];
  manager: string;
};

export const DEMO_INSTITUTIONS = {
  sunrise: {
    name: 'Sunrise Education Trust',
    state: 'Punjab',
    district: 'SAS Nagar',
    address: 'Plot 12, Sector 70, Mohali',
    contactEmail: 'office@sunrise-trust.example',
    contactPhone: '+911722345678',
    manager: 'institution.manager@demo.test',
  },
  bharat: {
    name: 'Bharat Vidya Foundation',
    state: 'Uttar Pradesh',
    district: 'Gautam Buddh Nagar',
    address: 'C-45, Sector 62, Noida',
    contactEmail: 'contact@bharatvidya.example',
    contactPhone: '+911204567890',
    manager: 'bharat.manager@demo.test',
  },
} as const;

export const DEMO_SCHOOLS: DemoSchool[] = [
  {
    key: 'mohali',
    name: 'Sunrise Public School, Mohali',
    institution: 'sunrise',
    board: 'CBSE',
    state: 'Punjab',
    city: 'Mohali',
    fee: 2400,
    classes: ['6A', '6B', '6C', '7A', '7B', '8A', '8B'],
    manager: 'school.manager@demo.test',
  },
  {
    key: 'ludhiana',
    name: 'Sunrise Convent School, Ludhiana',
    institution: 'sunrise',
    board: 'ICSE',
    state: 'Punjab',
    city: 'Ludhiana',
    fee: 2100,
    classes: ['5A', '5B', '6A', '6B', '7A'],
    manager: 'school.manager@demo.test',
  },
  {
    key: 'noida',
    name: 'Bharat Vidya Mandir, Noida',
    institution: 'bharat',
    board: 'State Board',
    state: 'Uttar Pradesh',
    city: 'Noida',
    fee: 1800,
    classes: ['6A', '6B', '7A', '7B', '9A'],
    manager: 'noida.manager@demo.test',
  },
  {
    key: 'gurgaon',
    name: 'Bharat Vidya Academy, Gurgaon',
    institution: 'bharat',
    board: 'CBSE',
    state: 'Haryana',
    city: 'Gurgaon',
    fee: 3000,
    classes: ['8A', '8B', '8C', '9A', '9B'],
    manager: 'gurgaon.manager@demo.test',
  },
];

export const OTHER_MANAGERS = [
  { email: 'bharat.manager@demo.test', role: 'institution_manager', name: 'Sunita Rao' },
  { email: 'noida.manager@demo.test', role: 'school_manager', name: 'Vikram Singh' },
  { email: 'gurgaon.manager@demo.test', role: 'school_manager', name: 'Kavita Nair' },
] as const;

/** Eight teachers; each class of each school has exactly one of them. */
export const DEMO_TEACHERS: { email: string; name: string; assignments: Record<string, string[]> }[] = [
  {
    email: 'teacher@demo.test',
    name: 'Priya Sharma',
    assignments: { mohali: ['6A', '6B', '7A'], ludhiana: ['6A', '5A'] },
  },
  { email: 'rohan.mehta@demo.test', name: 'Rohan Mehta', assignments: { mohali: ['6C', '7B'] } },
  { email: 'anjali.kapoor@demo.test', name: 'Anjali Kapoor', assignments: { mohali: ['8A', '8B'] } },
  { email: 'harpreet.kaur@demo.test', name: 'Harpreet Kaur', assignments: { ludhiana: ['5B', '6B', '7A'] } },
  { email: 'amit.joshi@demo.test', name: 'Amit Joshi', assignments: { noida: ['6A', '6B', '7A'] } },
  { email: 'neha.agarwal@demo.test', name: 'Neha Agarwal', assignments: { noida: ['7B', '9A'] } },
  { email: 'suresh.pillai@demo.test', name: 'Suresh Pillai', assignments: { gurgaon: ['8A', '8B', '8C'] } },
  { email: 'farah.khan@demo.test', name: 'Farah Khan', assignments: { gurgaon: ['9A', '9B'] } },
];

/** The demo student account's class. */
export const DEMO_STUDENT_CLASS = { school: 'mohali', classLevel: '6A' };
export const STUDENTS_PER_CLASS = 14;

export function slidesPerClass(): Record<string, number> {
  return Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), defaultSlidesForGrade(i + 1)]));
}

const FIRST = [
  'Aditya',
  'Ananya',
  'Arjun',
  'Diya',
  'Ishaan',
  'Kavya',
  'Kabir',
  'Meera',
  'Nikhil',
  'Pooja',
  'Rahul',
  'Riya',
  'Sahil',
  'Sanya',
  'Tanvi',
  'Varun',
  'Zoya',
  'Yash',
  'Aisha',
  'Dev',
  'Gauri',
  'Harsh',
  'Isha',
  'Jai',
];
const LAST = [
  'Sharma',
  'Verma',
  'Singh',
  'Gupta',
  'Kumar',
  'Patel',
  'Reddy',
  'Nair',
  'Bose',
  'Das',
  'Jain',
  'Mishra',
  'Chopra',
  'Sethi',
  'Bhatia',
  'Grewal',
];

/** A deterministic name for the n-th generated student. */
export function studentName(n: number): string {
  return `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / FIRST.length) % LAST.length]}`;
}

/** Small deterministic pseudo-random sequence (mulberry32), so the demo data is the same on every machine. */
export function sequence(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The ids the seed gave the demo world, by the plan's keys (seed.ts makes it, demo-teaching.ts reads it). */
export type DemoWorld = {
  userIds: Map<string, string>;
  schoolIds: Map<string, string>;
  institutionIds: Map<string, string>;
  /** Per school key and class label: the student user ids. */
  students: Map<string, string[]>;
};
