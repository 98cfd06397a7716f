// Every route path of the app (spec 001 §2 "Full route table"), in one place.
export const paths = {
  root: '/',
  login: '/login',
  /** An imported account's first login: the initial password is changed before anything else. */
  initialPassword: '/initial-password',
  /** The public certificate check (?t= the QR code's token). */
  verify: '/verify',
  register: '/register',
  phoneLogin: '/phonelogin',
  forgetPwd: '/forgetpwd',
  trialCourse: '/trialcourse',

  studentHome: '/studenthome',
  classroom: '/classroom',
  examCenter: '/examcenter',
  examRecord: '/examrecord',
  applicationMaterials: '/applicationmaterials',
  textLearning: '/textlearning',
  videoLearning: '/videolearning',
  textExperience: '/textexperience',
  textExperienceAlt: '/text-experience',
  videoExperience: '/video-experience',
  learningContent: '/learningcontent',
  courseDetail: '/course-detail',

  profile: '/StudentProfile',
  profileBasicInfo: '/StudentProfile/basicinfo',
  profilePersonInfo: '/StudentProfile/personinfo',
  profileMessage: '/StudentProfile/message',
  profileChangePwd: '/StudentProfile/changepwd',
  profileDeleteAccount: '/StudentProfile/deleteaccount',
  profileCertificate: '/StudentProfile/certificate',
  profileCareer: '/StudentProfile/career',

  examPaper: '/exam-paper/:id',
  examResult: '/exam-result/:id',
  examSubmissionResult: '/exam-result/:examId/:submissionId',

  admin: '/root',
  adminNotification: '/root/notification',
  adminSettings: '/root/settings',
  adminInformation: '/root/information',
  adminRoleManage: '/root/role-manage',
  adminGeneralCourse: '/root/general-course',
  adminCourseSchedule: '/root/course-schedule',
  adminStudyReport: '/root/study-report',
  adminStudyReview: '/root/study-review/:sessionId',
  adminStudentCourse: '/root/student-course',
  adminTopicRepository: '/root/topic-repository',
  adminExamManage: '/root/exam-manage',
  adminRewindingCenter: '/root/rewinding-center',
  adminFileCenter: '/root/file-center',
  adminMaterialCenter: '/root/material-center',
  adminCareerReferrals: '/root/career-referrals',
  adminCourseCenter: '/root/course-center',
  adminDistributors: '/root/distributors',
  adminClasses: '/root/classes',
  adminClass: '/root/classes/:classId',
  adminDistributor: '/root/distributors/:userId',
  adminRerollPage: '/root/reroll-page/:paperId',
  adminAuditLog: '/root/audit-log',

  teacher: '/teacher',
  teacherCourseManager: '/teacher/course-manager',
  teacherTopicManager: '/teacher/topic-manager',
  teacherExamManager: '/teacher/exam-manager',
  teacherReprintManager: '/teacher/reprint-manager',
  teacherRewindingManager: '/teacher/rewinding-manager',
  teacherStudentsManager: '/teacher/students-manager',
  teacherStudyReport: '/teacher/study-report',
  teacherClasses: '/teacher/classes',
  teacherClass: '/teacher/classes/:classId',

  auditors: '/auditors',
  materialHome: '/auditors/material/home',
  materialReview: '/auditors/material/review',
  materialStatus: '/auditors/material/status',
  materialInformation: '/auditors/material/materialinformation',
  financialHome: '/auditors/financial/home',
  financialReview: '/auditors/financial/review',
  financialStatus: '/auditors/financial/status',
  financialMaterialReview: '/auditors/financial/material/review',
  financialMaterialStatus: '/auditors/financial/material/status',
  financialInformation: '/auditors/financial/financialinformation',

  distributor: '/distributor',
} as const;

/** External government site for certificate look-up (opens in a new tab). */
export const CERTIFICATE_QUERY_URL = 'http://zscx.osta.org.cn/';

/** The last path segment of a nested route, for route objects declared relative to a parent. */
export function childPath(full: string, parent: string): string {
  return full.slice(parent.length + 1);
}

/** One class in the area the list is in: the administrator's, or a head teacher's own. */
export function classPath(classId: string | number, area: 'admin' | 'teacher' = 'admin'): string {
  return (area === 'teacher' ? paths.teacherClass : paths.adminClass).replace(':classId', String(classId));
}

export function examPaperPath(examId: string | number): string {
  return paths.examPaper.replace(':id', String(examId));
}

type Query = Record<string, string | number | null | undefined>;

/** A path with a query string; empty values are left out. */
export function withQuery(path: string, query: Query): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Spec 000 §2: /learningcontent with courseId, courseName, sectionId, itemId. */
export function learningContentPath(q: { courseId: number | string; courseName?: string; sectionId?: number | string; itemId?: number | string }): string {
  return withQuery(paths.learningContent, q);
}

export function applicationMaterialsPath(courseId?: number | string): string {
  return withQuery(paths.applicationMaterials, { courseId });
}

export function classroomSearchPath(search: string): string {
  return withQuery(paths.classroom, { search: search.trim() });
}

export function courseDetailPath(courseId: number | string): string {
  return withQuery(paths.courseDetail, { courseId });
}

/** Spec 000 §2: /exam-paper/{examId} with query examTitle. */
export function examPaperLink(examId: string | number, examTitle?: string): string {
  return withQuery(examPaperPath(examId), { examTitle });
}

/** Spec 000 §2: /exam-result/{id} with query examTitle, examTime, duration, score (and attempt: which one). */
export function examResultPath(
  examId: string | number,
  q: { examTitle?: string; examTime?: number | string; duration?: number | string; score?: number | string | null; attempt?: number } = {},
): string {
  return withQuery(paths.examResult.replace(':id', String(examId)), q);
}

/** Spec 001 §2: /root/reroll-page/{paperId} (one answer sheet to grade or re-grade). */
export function rerollPagePath(paperId: string | number): string {
  return paths.adminRerollPage.replace(':paperId', String(paperId));
}

/** /auditors/material/materialinformation?courseId=&id=: one application on the material desk. */
export function materialInformationPath(courseId: number | string, id: number | string): string {
  return withQuery(paths.materialInformation, { courseId, id });
}

/** /auditors/financial/financialinformation?id=: one application on the finance desk. */
export function financialInformationPath(id: number | string): string {
  return withQuery(paths.financialInformation, { id });
}

/** /root/general-course?course=: the course's editor (outline and lessons) over the authoring list. */
export function courseEditorPath(courseId: number | string): string {
  return withQuery(paths.adminGeneralCourse, { course: courseId });
}

/** /root/course-schedule?course=: the learning progress of one course's learners. */
export function courseProgressPath(courseId: number | string): string {
  return withQuery(paths.adminCourseSchedule, { course: courseId });
}

/** /root/student-course?courseId=: the comment center filtered to one course. */
export function courseCommentsPath(courseId: number | string): string {
  return withQuery(paths.adminStudentCourse, { courseId });
}

/** /root/material-center?courseId=&id=: one application in the administrator's material review. */
export function adminMaterialRecordPath(courseId: number | string, id: number | string): string {
  return withQuery(paths.adminMaterialCenter, { courseId, id });
}

/** /root/study-review/:sessionId: one study session's stills beside the application's photo and ID card (学时核验). */
export function studyReviewPath(sessionId: number | string): string {
  return paths.adminStudyReview.replace(':sessionId', String(sessionId));
}

/** /root/distributors/:userId: one distributor's dashboard, as the administrator sees it. */
export function adminDistributorPath(userId: number | string): string {
  return paths.adminDistributor.replace(':userId', String(userId));
}
