// Every route path of the app (spec 001 §2 "Full route table"), in one place.
export const paths = {
  root: '/',
  login: '/login',
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

  examPaper: '/exam-paper/:id',
  examResult: '/exam-result/:id',

  admin: '/root',
  adminNotification: '/root/notification',
  adminSettings: '/root/settings',
  adminInformation: '/root/information',
  adminRoleManage: '/root/role-manage',
  adminGeneralCourse: '/root/general-course',
  adminCourseSchedule: '/root/course-schedule',
  adminStudentCourse: '/root/student-course',
  adminTopicRepository: '/root/topic-repository',
  adminExamManage: '/root/exam-manage',
  adminRewindingCenter: '/root/rewinding-center',
  adminFileCenter: '/root/file-center',
  adminMaterialCenter: '/root/material-center',
  adminCareerReferrals: '/root/career-referrals',
  adminCourseCenter: '/root/course-center',
  adminRerollPage: '/root/reroll-page/:paperId',

  teacher: '/teacher',
  teacherCourseManager: '/teacher/course-manager',
  teacherTopicManager: '/teacher/topic-manager',
  teacherExamManager: '/teacher/exam-manager',
  teacherReprintManager: '/teacher/reprint-manager',
  teacherRewindingManager: '/teacher/rewinding-manager',
  teacherStudentsManager: '/teacher/students-manager',

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

export function examPaperPath(examId: string | number): string {
  return paths.examPaper.replace(':id', String(examId));
}
