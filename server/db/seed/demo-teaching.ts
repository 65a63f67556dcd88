import { defaultSlidesForGrade } from '#contract/constants';
import type { Db } from '../client';
import { assessmentSubmissions, assessments, surveySubmissions, surveys } from '../schema/learning';
import { sql } from 'drizzle-orm';
import { classMemberships, users } from '../schema/people';
import { classSessions, sessionAbsences, sessionProgress } from '../schema/teaching';
import { DEMO_SCHOOLS, DEMO_STUDENT_CLASS, DEMO_TEACHERS, sequence } from './demo-plan';
import type { DemoWorld } from './demo-plan';

const DAY = 86_400_000;
const SESSION_DAYS = 90;

/**
 * 90 days of class sessions (two a week per class) with a roll call each (the absent students picked at random),
 * their progress, and a few assessments and surveys. The demo students belong to their classes from before the
 * first session, so the registers and each student's own attendance show the whole period (issue 17).
 */
export async function seedTeaching(db: Db, world: DemoWorld) {
  const random = sequence(2026);
  // A sequence of its own, so the figures the other draws make stay as they were.
  const pickAbsent = sequence(1117);
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const sessions: (typeof classSessions.$inferInsert)[] = [];
  const absences: (typeof sessionAbsences.$inferInsert)[] = [];
  const progress: (typeof sessionProgress.$inferInsert)[] = [];

  for (const teacher of DEMO_TEACHERS) {
    const teacherId = world.userIds.get(teacher.email) as string;
    for (const [schoolKey, classes] of Object.entries(teacher.assignments)) {
      const school = DEMO_SCHOOLS.find((s) => s.key === schoolKey);
      if (!school) continue;
      const schoolId = world.schoolIds.get(schoolKey) as string;
      const institutionId = world.institutionIds.get(school.institution) as string;
      classes.forEach((classLevel, classIndex) => {
        const grade = Number.parseInt(classLevel, 10);
        const totalSlides = defaultSlidesForGrade(grade);
        const classmates = world.students.get(`${schoolKey}:${classLevel}`) ?? [];
        const classSize = classmates.length;
        let slide = 1;
        const first = sessions.length;
        // Class days: two weekdays per week, offset by class so schools don't all teach on one day.
        for (let daysAgo = SESSION_DAYS; daysAgo >= 1 && slide < totalSlides; daysAgo--) {
          const date = new Date(today.getTime() - daysAgo * DAY);
          const weekday = date.getUTCDay();
          if (weekday !== 1 + (classIndex % 3) && weekday !== 4 + (classIndex % 2)) continue;
          const covered = 1 + Math.floor(random() * 2);
          const end = Math.min(totalSlides, slide + covered);
          const attended = Math.max(0, classSize - Math.floor(random() * random() * 5));
          date.setUTCHours(4 + Math.floor(random() * 5), 30);
          const id = crypto.randomUUID();
          const away = new Set<string>();
          while (away.size < classSize - attended) {
            away.add(classmates[Math.floor(pickAbsent() * classSize)] as string);
          }
          for (const studentId of away) absences.push({ sessionId: id, studentId });
          sessions.push({
            id,
            rollCall: classSize > 0,
            teacherId,
            schoolId,
            institutionId,
            classLevel,
            grade,
            status: 'ended',
            sessionDate: date,
            startingSlide: slide,
            endingSlide: end,
            currentSlide: end,
            positionAt: date,
            studentsAttended: attended,
            totalStudents: classSize,
            endedAt: date,
            notes: '',
            createdAt: date,
            updatedAt: date,
          });
          slide = end;
        }
        if (schoolKey === DEMO_STUDENT_CLASS.school && classLevel === DEMO_STUDENT_CLASS.classLevel) {
          awayLately(sessions.slice(first), absences, classmates, world.userIds.get('student@demo.test'));
        }
        progress.push({
          schoolId,
          classLevel,
          lastSlideVisited: slide,
          furthestSlide: slide,
          lastVisitedAt: new Date(today.getTime() - DAY),
        });
      });
    }
  }
  await db.update(classMemberships).set({ joinedAt: new Date(today.getTime() - (SESSION_DAYS + 1) * DAY) });
  // Every account was made before the teaching it took part in, on days spread over the two months before (not all
  // 'today', which made every demo account new and the growth figures meaningless).
  const before = new Date(today.getTime() - (SESSION_DAYS + 2) * DAY).toISOString();
  await db
    .update(users)
    .set({ createdAt: sql`${before}::timestamptz - interval '1 day' * (abs(hashtext(${users.id}::text)) % 60)` });
  for (let i = 0; i < sessions.length; i += 200) await db.insert(classSessions).values(sessions.slice(i, i + 200));
  for (let i = 0; i < absences.length; i += 500) await db.insert(sessionAbsences).values(absences.slice(i, i + 500));
  await db.insert(sessionProgress).values(progress);
  await seedAssessmentsAndSurveys(db, world, today);
}

/**
 * One classmate of the demo student (never the demo student) away from the class's last three sessions, so the
 * demo shows an absence alert (issue 17) in the teacher's pending tasks and the school manager's dashboard.
 */
function awayLately(
  classSessionsList: (typeof classSessions.$inferInsert)[],
  absences: (typeof sessionAbsences.$inferInsert)[],
  classmates: string[],
  demoStudent: string | undefined,
) {
  const absentee = classmates.find((id) => id !== demoStudent);
  if (!absentee) return;
  for (const session of classSessionsList.slice(-3)) {
    if (absences.some((a) => a.sessionId === session.id && a.studentId === absentee)) continue;
    absences.push({ sessionId: session.id as string, studentId: absentee });
    session.studentsAttended = (session.studentsAttended ?? 1) - 1;
  }
}

async function seedAssessmentsAndSurveys(db: Db, world: DemoWorld, today: Date) {
  const teacherId = world.userIds.get('teacher@demo.test') as string;
  const schoolId = world.schoolIds.get(DEMO_STUDENT_CLASS.school) as string;
  const classLevel = DEMO_STUDENT_CLASS.classLevel;
  const classmates = world.students.get(`${DEMO_STUDENT_CLASS.school}:${classLevel}`) ?? [];
  const demoStudent = world.userIds.get('student@demo.test') as string;
  const questions = [
    {
      prompt: 'Which of these is an example of artificial intelligence?',
      options: ['A calculator', 'A voice assistant that answers questions', 'A light switch', 'A pencil'],
      correctIndex: 1,
      points: 1,
    },
    {
      prompt: 'What does a machine-learning model learn from?',
      options: ['Data', 'Electricity only', 'Paint', 'Nothing'],
      correctIndex: 0,
      points: 1,
    },
    {
      prompt: 'Which is a good way to check an AI answer?',
      options: ['Believe it always', 'Compare it with a trusted source', 'Ignore it', 'Share it at once'],
      correctIndex: 1,
      points: 1,
    },
    {
      prompt: 'A robot vacuum avoiding a chair uses…',
      options: ['Sensors', 'Magic', 'A map drawn by hand', 'Luck'],
      correctIndex: 0,
      points: 1,
    },
  ];
  const [past, upcoming] = await db
    .insert(assessments)
    .values([
      {
        teacherId,
        schoolId,
        classLevel,
        title: 'AI Basics Quiz',
        description: 'What AI is and where we meet it.',
        dueAt: new Date(today.getTime() - 10 * DAY),
        published: true,
        publishedAt: new Date(today.getTime() - 20 * DAY),
        questions,
      },
      {
        teacherId,
        schoolId,
        classLevel,
        title: 'Data and Patterns',
        description: 'How machines find patterns in data.',
        dueAt: new Date(today.getTime() + 5 * DAY),
        published: true,
        publishedAt: new Date(today.getTime() - DAY),
        questions: questions.slice(1),
      },
      {
        teacherId,
        schoolId,
        classLevel: '6B',
        title: 'Sensors Around Us',
        description: 'Draft for next week.',
        dueAt: new Date(today.getTime() + 12 * DAY),
        questions: questions.slice(2),
      },
    ])
    .returning({ id: assessments.id });
  const submitted = classmates.slice(0, 10);
  await db.insert(assessmentSubmissions).values(
    submitted.map((studentId, i) => {
      const answers = questions.map((q, qi) =>
        (i + qi) % 3 === 0 ? (q.correctIndex + 1) % q.options.length : q.correctIndex,
      );
      const score = answers.filter((a, qi) => a === questions[qi]?.correctIndex).length;
      return {
        assessmentId: past?.id as string,
        studentId,
        answers,
        score,
        maxScore: questions.length,
        submittedAt: new Date(today.getTime() - (12 + (i % 5)) * DAY),
      };
    }),
  );
  const upcomingQuestions = questions.slice(1);
  await db.insert(assessmentSubmissions).values(
    classmates.slice(1, 5).map((studentId) => ({
      assessmentId: upcoming?.id as string,
      studentId,
      answers: upcomingQuestions.map((q) => q.correctIndex),
      score: upcomingQuestions.length,
      maxScore: upcomingQuestions.length,
      submittedAt: new Date(today.getTime() - DAY / 2),
    })),
  );

  const surveyQuestions = [
    { prompt: 'The teacher explained the topics clearly', min: 1, max: 10, allow_verbatim: false },
    { prompt: 'The pace of the class was right for me', min: 1, max: 10, allow_verbatim: false },
    { prompt: 'The teacher encouraged questions', min: 1, max: 10, allow_verbatim: false },
    { prompt: 'Overall, the class was effective', min: 1, max: 10, allow_verbatim: true },
  ];
  const [survey] = await db
    .insert(surveys)
    .values([
      {
        teacherId,
        schoolId,
        classLevel,
        title: 'Term 1 Feedback',
        description: 'Tell us how the AI classes are going.',
        dueAt: new Date(today.getTime() + 7 * DAY),
        published: true,
        publishedAt: new Date(today.getTime() - 2 * DAY),
        questions: surveyQuestions,
      },
      {
        teacherId,
        schoolId,
        classLevel: '7A',
        title: 'Mid-term Check-in',
        description: 'Draft survey.',
        dueAt: new Date(today.getTime() + 14 * DAY),
        questions: surveyQuestions,
      },
    ])
    .returning({ id: surveys.id });
  await db.insert(surveySubmissions).values(
    classmates
      .filter((id) => id !== demoStudent)
      .slice(0, 6)
      .map((studentId, i) => ({
        surveyId: survey?.id as string,
        studentId,
        answers: surveyQuestions.map((q, qi) => ({
          rating: 6 + ((i + qi) % 5),
          ...(q.allow_verbatim ? { verbatim: i % 2 ? 'I liked the robot examples.' : 'More activities please!' } : {}),
        })),
        submittedAt: new Date(today.getTime() - DAY),
      })),
  );
}
