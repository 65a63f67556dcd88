import { describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES as A, CREATED_USER, DELETED_USER } from './activity-messages';
import { VIDEO_MESSAGES } from './explainer-videos';

/**
 * The activity log's lines and the videos' setup messages read exactly as the server wrote them before they had
 * templates (issue 42): old rows keep their English, and a page in Hindi or Punjabi finds them by it.
 */
describe("the activity log's templates", () => {
  it('write the English the server always wrote', () => {
    expect(A.createdSchool('Kochi Model School')).toBe('Created school Kochi Model School');
    expect(CREATED_USER.student('Kiran Rao')).toBe('Created user Kiran Rao (Student)');
    expect(DELETED_USER.school_manager('Short Stay')).toBe('Deleted user Short Stay (School Manager)');
    expect(A.updatedUserRole('Switcher Two', 'Teacher', 'School Manager')).toBe(
      'Updated user Switcher Two (role Teacher → School Manager)',
    );
    expect(A.approvedUser('Asha Verma', 'Neha Arora')).toBe('Asha Verma approved Neha Arora');
    expect(A.importedStudents('Asha Verma', '1500', 'Kochi Model School')).toBe(
      'Asha Verma imported 1500 students into Kochi Model School',
    );
    expect(A.taughtSession('Priya Sharma', '7A', 'Kochi Model School', '3', '9', '28', '30')).toBe(
      'Priya Sharma taught Class 7A at Kochi Model School (slides 3–9, 28/30 present)',
    );
    expect(A.loadedUnsentChanges('Asha Verma', 'laptop-3.json', 'Priya Sharma', '6', '0', '1')).toBe(
      'Asha Verma loaded laptop-3.json of Priya Sharma: 6 applied, 0 already applied, 1 refused',
    );
    expect(A.assessmentSubmitted('Aarav', 'Sensors quiz', '7', '10')).toBe(
      'Aarav submitted the assessment "Sensors quiz" (7/10)',
    );
    expect(A.renamedSlide('4', '6', "'What is a sensor?'")).toBe("Renamed slide 4 of Class 6 to 'What is a sensor?'");
    expect(A.enquirySubmitted('head@school.in')).toBe(
      'A institution enquiry from head@school.in was submitted and awaits e-mail verification',
    );
  });

  it("word the video setup's reasons as before", () => {
    expect(VIDEO_MESSAGES.unknownProvider("'cloud'")).toBe(
      "Video generation is not configured: unknown VIDEO_PROVIDER 'cloud'.",
    );
    expect(VIDEO_MESSAGES.needsOne('espeak-ng', 'espeak-ng')).toBe(
      'Video generation needs espeak-ng on the server: apt-get install -y espeak-ng',
    );
  });
});
