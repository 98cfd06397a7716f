// The server's request and answer types under friendly names, from the generated api-schema.gen.ts (its OpenAPI document).
import type { components } from './api-schema.gen';

type Schemas = components['schemas'];

// ---- errors ----------------------------------------------------------------------------------------
/** The stable machine code of a refusal (`error` of an ErrorAnswer, values of `data.codes`). */
export type ErrorCode = Schemas['ErrorCode'];

// ---- accounts and SMS ------------------------------------------------------------------------------
export type UserView = Schemas['UserView'];
export type LoginAnswer = Schemas['LoginAnswer'];
export type LoginBody = Schemas['LoginBody'];
export type PhoneLoginBody = Schemas['PhoneLoginBody'];
export type RegisterBody = Schemas['RegisterBody'];
export type ResetPasswordBody = Schemas['ResetPasswordBody'];
export type PasswordBody = Schemas['PasswordBody'];
export type ProfileBody = Schemas['ProfileBody'];
export type Purpose = Schemas['Purpose'];
export type SendCodeBody = Schemas['SendCodeBody'];
export type SendCodeAnswer = Schemas['SendCodeAnswer'];
export type VerifyCodeBody = Schemas['VerifyCodeBody'];
export type VerifyCodeAnswer = Schemas['VerifyCodeAnswer'];

// ---- files -----------------------------------------------------------------------------------------
export type FileView = Schemas['FileView'];
/** The file center (GET /api/v0/admin/file): a file with its uploader and uses, and the storage totals. */
export type CenterFile = Schemas['CenterFile'];
export type FileUse = Schemas['UseView'];
export type FileCenterPage = Schemas['FileCenterPage'];
export type StorageView = Schemas['StorageView'];
export type SourceUsage = Schemas['SourceUsage'];

// ---- courses and learning --------------------------------------------------------------------------
/** Study hours: an opened session with its rules, a heartbeat's report and answer, a waiting attention check. */
export type OpenedView = Schemas['OpenedView'];
export type StudyRules = Schemas['Rules'];
export type StudyRulesBody = Schemas['RulesBody'];
export type BeatBody = Schemas['BeatBody'];
export type BeatView = Schemas['BeatView'];
export type CheckView = Schemas['CheckView'];
export type StudySessionView = Schemas['SessionView'];
/** Camera presence: the learner's consent, a still the server asks for, the uploaded still it is sent as. */
export type ConsentView = Schemas['ConsentView'];
export type SnapshotRequest = Schemas['SnapshotRequest'];
export type SnapshotBody = Schemas['SnapshotBody'];
export type CreditsView = Schemas['CreditsView'];
export type CourseView = Schemas['CourseView'];
export type CourseList = Schemas['CourseList'];
export type CategoryList = Schemas['CategoryList'];
export type Content = Schemas['Content'];
export type SectionView = Schemas['SectionView'];
export type SectionList = Schemas['SectionList'];
export type ItemView = Schemas['ItemView'];
export type ItemList = Schemas['ItemList'];
export type ProgressView = Schemas['ProgressView'];
export type ProgressBody = Schemas['ProgressBody'];
export type NoteView = Schemas['NoteView'];

// ---- course authoring ------------------------------------------------------------------------------
export type CourseBody = Schemas['CourseBody'];
export type AuthoredList = Schemas['AuthoredList'];
export type AuthoredCourse = Schemas['AuthoredCourse'];
export type AuthoredSection = Schemas['AuthoredSection'];
export type AuthoredItem = Schemas['AuthoredItem'];
export type SavedSection = Schemas['SavedSection'];
export type ItemBody = Schemas['ItemBody'];
export type TeacherList = Schemas['TeacherList'];

// ---- exams -----------------------------------------------------------------------------------------
export type QuestionType = Schemas['QuestionType'];
export type ExamStatus = Schemas['ExamStatus'];
/** When learners see an exam's correct answers: afterClose (default), afterGrading, never. */
export type AnswerVisibility = Schemas['AnswerVisibility'];
/** A learner's answer: CHOICE `{selected}`, JUDGE `{value}`, FILL and SHORT `{text}`. */
export type Answer = Schemas['Answer'];
export type ExamView = Schemas['ExamView'];
export type ExamList = Schemas['ExamList'];
export type Attempt = Schemas['Attempt'];
export type StartAnswer = Schemas['StartAnswer'];
export type Paper = Schemas['Paper'];
export type PaperItem = Schemas['PaperItem'];
export type SavedAnswer = Schemas['SavedAnswer'];
export type ExitAnswer = Schemas['ExitAnswer'];
export type RecordView = Schemas['RecordView'];
export type RecordList = Schemas['RecordList'];
export type RecordDetail = Schemas['RecordDetail'];
export type AnswerDetail = Schemas['AnswerDetail'];

// ---- exam authoring and grading --------------------------------------------------------------------
export type QuestionView = Schemas['QuestionView'];
export type QuestionList = Schemas['QuestionList'];
export type QuestionBody = Schemas['QuestionBody'];
export type QuestionCategoryView = Schemas['QuestionCategoryView'];
export type QuestionCategoryList = Schemas['QuestionCategoryList'];
export type QuestionCategoryBody = Schemas['QuestionCategoryBody'];
export type SavedQuestionCategory = Schemas['SavedQuestionCategory'];
export type QuestionMoveBody = Schemas['QuestionMoveBody'];
export type QuestionsMoved = Schemas['QuestionsMoved'];
export type QuestionImportView = Schemas['QuestionImportView'];
export type QuestionImportRow = Schemas['QuestionImportRow'];
export type ExamBody = Schemas['ExamBody'];
export type DrawRule = Schemas['DrawRule'];
export type PoolCheck = Schemas['PoolCheck'];
export type GradingMethod = Schemas['GradingMethod'];
/** What the exam page reports (the teacher's decisions are the server's own). */
export type ConductKind = Exclude<Schemas['EventKind'], 'voided' | 'reopened'>;
export type ConductEvent = Schemas['ConductEvent'];
export type StillDue = Schemas['StillDue'];
export type ExamStill = Schemas['ExamStill'];
export type Terms = Schemas['Terms'];
export type OverrideBody = Schemas['OverrideBody'];
export type OverrideView = Schemas['OverrideView'];
export type OverrideChangeView = Schemas['OverrideChangeView'];
export type OverrideList = Schemas['OverrideList'];
export type ExamAnalysis = Schemas['ExamAnalysis'];
export type ItemAnalysis = Schemas['ItemAnalysis'];
export type AuthoredExams = Schemas['AuthoredExams'];
export type AuthoredExam = Schemas['AuthoredExam'];
export type StaffRecord = Schemas['StaffRecord'];
export type StaffRecordList = Schemas['StaffRecordList'];
export type Sheet = Schemas['Sheet'];
export type GradeBody = Schemas['GradeBody'];

// ---- messages --------------------------------------------------------------------------------------
export type MessageView = Schemas['MessageView'];
export type AnnouncementList = Schemas['AnnouncementList'];
export type UnreadCount = Schemas['UnreadCount'];
export type Audience = Schemas['Audience'];
export type ComposeBody = Schemas['ComposeBody'];
export type SentView = Schemas['SentView'];
export type SentList = Schemas['SentList'];
export type RecipientView = Schemas['RecipientView'];
export type RecipientList = Schemas['RecipientList'];

// ---- enrolment: the review desks ------------------------------------------------------------------
/** The application form of spec 001 §3 (every field a text; examSubject a list). */
export type ApplicationForm = Schemas['ApplicationForm'];
/** An application with its form, documents, payment and timeline. */
export type ApplicationView = Schemas['ApplicationView'];
export type DocumentView = Schemas['DocumentView'];
export type EventView = Schemas['EventView'];
/** One application in a reviewer's or finance's queue. */
export type QueueEntry = Schemas['QueueEntry'];
export type Queue = Schemas['Queue'];
export type DeskSummary = Schemas['DeskSummary'];
// ---- enrolment: the learner's wizard ----------------------------------------------------------------
/** The option lists of the form, the documents per course type and the required fields as [field, label]. */
export type EnrolmentOptions = Schemas['EnrolmentOptions'];
export type EnrolmentLevel = Schemas['Level'];
export type EnrolmentCity = Schemas['City'];
export type DocumentSlot = Schemas['DocumentSlotView'];
/** A draft or submission: the form and the documents by slot (file ids). */
export type DraftBody = Schemas['DraftBody'];
/** The transfer: method (wechat, alipay, bank), reference and the proof's file id. */
export type PaymentBody = Schemas['PaymentBody'];
/** Materials: approve | reject; payments: confirm | refuse; a reason when rejecting or refusing. */
export type DecisionBody = Schemas['DecisionBody'];

// ---- administration --------------------------------------------------------------------------------
export type AdminUserRow = Schemas['AdminUserRow'];
export type AdminUserList = Schemas['AdminUserList'];
export type UserStatistics = Schemas['UserStatistics'];
export type AdminUserDetail = Schemas['AdminUserDetail'];
export type AdminUserBody = Schemas['AdminUserBody'];
export type AdminUserEdit = Schemas['AdminUserEdit'];
export type UserRolesBody = Schemas['UserRolesBody'];
export type UserRoles = Schemas['UserRoles'];
export type PermissionView = Schemas['PermissionView'];
export type PermissionList = Schemas['PermissionList'];
export type RoleView = Schemas['RoleView'];
export type RoleList = Schemas['RoleList'];
export type RoleBody = Schemas['RoleBody'];

// ---- settings --------------------------------------------------------------------------------------
/** One change in the settings' history: key, old value (null: never set), new value, who (null: account gone), when. */
export type SettingChange = Schemas['ChangeView'];

// ---- audit log (操作日志) ---------------------------------------------------------------------------
/** One change in the audit log: who (null: the system, or an unknown person's refused login), from which address, what kind, the object, from → to, the reason. */
export type AuditEntryView = Schemas['AuditEntryView'];
export type AuditPage = Schemas['AuditPage'];
/** What kind of change an entry records (the log's filter). */
export type AuditKind = Schemas['AuditKind'];
/** What an entry's change is about. */
export type AuditObject = Schemas['AuditObject'];

// ---- course comments -------------------------------------------------------------------------------
/** A course's published comments (masked authors), its rating summary and the caller's own comment. */
export type CourseCommentsView = Schemas['CourseCommentsView'];
export type PublicComment = Schemas['PublicComment'];
/** The caller's own comment with its status (published | hidden); also what a moderation step answers. */
export type OwnComment = Schemas['OwnComment'];
export type CommentBody = Schemas['CommentBody'];
/** The comment center's row: the author's real name and the course. */
export type StaffComment = Schemas['StaffComment'];
export type StaffCommentPage = Schemas['StaffCommentPage'];
export type CommentDetail = Schemas['CommentDetail'];
/** One moderation step: hide, show, reply or delete. */
export type CommentEventView = Schemas['CommentEventView'];
export type ModerationBody = Schemas['ModerationBody'];

// ---- learning progress -----------------------------------------------------------------------------
/** A course in the caller's scope (admins every course, a teacher their own) with its enrolments in any status. */
export type ProgressCourse = Schemas['FollowedCourse'];
export type ProgressCourseList = Schemas['FollowedCourses'];
/** One learner's enrolment in a course: status, lessons done, time studied, the latest exam and the 考试通过 flag. */
export type ProgressRow = Schemas['ProgressRowView'];
export type ProgressPage = Schemas['ProgressTable'];
/** A learner's lesson-by-lesson progress in a course and their exam records. */
export type LearnerProgress = Schemas['LearnerProgressView'];
export type ProgressSection = Schemas['SectionProgress'];
export type ProgressItem = Schemas['LessonProgress'];
export type ProgressExam = Schemas['ExamResult'];
/** A message to some (userIds) or all (no userIds) learners of a course; the answer says how many were told. */
export type ProgressMessageBody = Schemas['CourseMessageBody'];
export type ProgressMessageSent = Schemas['MessageSent'];

// ---- study-hours report ----------------------------------------------------------------------------
/** The courses whose study-hours report the caller may read (study:verify every course, a teacher their own). */
export type ReportCourses = Schemas['ReportCourses'];
export type ReportCourseView = Schemas['ReportCourseView'];
/** A page of a course's report: each learner's sessions, credited 学时, discarded time and attention checks. */
export type ReportView = Schemas['ReportView'];
export type ReportRowView = Schemas['ReportRowView'];
/** One learner's sessions in the report's course and period (newest first), each with its time by reason. */
export type LearnerReport = Schemas['LearnerReport'];
export type ReportSession = Schemas['ReportSession'];
/** A study session for review (study:verify): stills beside the application's photo and ID card, the verdicts. */
export type StudyReviewView = Schemas['ReviewView'];
export type StudySnapshotView = Schemas['SnapshotView'];
export type StudyReferenceView = Schemas['ReferenceView'];
export type StudyReviewEntry = Schemas['ReviewEntry'];
export type VerdictBody = Schemas['VerdictBody'];
export type ReasonTime = Schemas['ReasonTime'];

// ---- course center and certificates ------------------------------------------------------------------
/** The course center (GET /api/v0/admin/course-center): the courses with their numbers and the totals. */
export type CourseCenterPage = Schemas['CourseCenter'];
export type CourseStats = Schemas['CourseStatsView'];
/** A course's learners by enrolment status. */
export type CourseLearnerCounts = Schemas['LearnerCounts'];
export type CourseCenterTotals = Schemas['CourseCenterTotals'];
/** A certificate with its course (on an application record, and in the learner's list). */
export type CertificateView = Schemas['CertificateView'];
export type CertificateBody = Schemas['CertificateBody'];
/** Records (true) or withdraws (false) that the learner passed the exam, with an optional reason. */
export type ExamPassBody = Schemas['ExamResultBody'];
export type LearnerCertificate = Schemas['CertificateView'];
export type LearnerCertificateList = Schemas['OwnCertificates'];
export type CertificateCheck = Schemas['CertificateCheck'];
export type IssuedCertificate = Schemas['IssuedView'];
export type CertificateHistory = Schemas['History'];

// ---- classes (开班) and learner imports -------------------------------------------------------------------
export type ClassView = Schemas['ClassView'];
export type ClassBody = Schemas['ClassBody'];
export type ClassChoices = Schemas['ClassChoices'];
export type ClassList = Schemas['ClassList'];
export type ClassDetailView = Schemas['ClassDetailView'];
export type ClassMemberView = Schemas['ClassMemberView'];
export type ClassEventView = Schemas['ClassEventView'];
export type ClassEvents = Schemas['ClassEvents'];
export type ClassCandidate = Schemas['ClassCandidate'];
export type ClassCandidates = Schemas['ClassCandidates'];
export type ClassMembersAdded = Schemas['ClassMembersAdded'];
export type LearnerImportBody = Schemas['LearnerImportBody'];
export type PasswordDelivery = Schemas['PasswordDelivery'];
export type LearnerImportPreview = Schemas['LearnerImportPreview'];
export type ImportPreviewRow = Schemas['ImportPreviewRow'];
export type LearnerImportDone = Schemas['LearnerImportDone'];
export type ImportedAccount = Schemas['ImportedAccount'];
export type LearnerImportView = Schemas['LearnerImportView'];
export type LearnerImportList = Schemas['LearnerImportList'];

// ---- career referrals ------------------------------------------------------------------------------
/** The statuses as the server names them (its fields are plain strings: lib/career checks them). */
export type PositionStatus = 'open' | 'closed';
export type ReferralStatus = 'recommended' | 'interviewing' | 'hired' | 'declined';
/** A position a partner company recruits for; salary in yuan per month (null: not stated, 面议). */
export type PositionView = Schemas['PositionView'];
/** A page of positions and how many of those matching the text are open and closed. */
export type PositionPage = Schemas['PositionsPage'];
/** A position as written (PUT replaces every field). */
export type PositionBody = Schemas['PositionBody'];
/** A learner who may be referred, through one course: exam passed, certificate issued, or every lesson done. */
export type CandidateView = Schemas['CandidateView'];
export type CandidatePage = Schemas['CandidatesPage'];
/** A referral as staff see it (its course may be gone: courseId and courseName null). */
export type ReferralView = Schemas['ReferralView'];
/** A page of referrals and the counts per status (following the position and text filters, not the status one). */
export type ReferralPage = Schemas['ReferralsPage'];
export type ReferralBody = Schemas['ReferBody'];
/** A new status and/or notes ('' removes them). */
export type ReferralUpdateBody = Schemas['ReferralChange'];
/** One step of a referral's trail: the first is the referral itself (from null, to recommended). */
export type ReferralEvent = Schemas['ReferralEventView'];
export type ReferralDetail = Schemas['ReferralDetail'];
/** The learner's own referrals (GET /api/v0/user/career/referral). */
export type OwnReferral = Schemas['OwnReferral'];
export type OwnReferralList = Schemas['OwnReferrals'];

// ---- distributor dashboard -------------------------------------------------------------------------
/** An invite code with its registrations (all time in the list; in the period on the dashboard), payments and amount;
 * `link` is the registration path (the web prefixes its own origin). */
export type InviteCodeView = Schemas['CodeView'];
export type InviteCodeList = Schemas['CodesView'];
/** A new code (label optional, ≤ 30) or a change to one (label, '' removes it; active). */
export type InviteCodeBody = Schemas['CodeBody'];
export type FunnelStage = 'registered' | 'submitted' | 'approved' | 'paid' | 'passed';
/** One course of the dashboard: its enrolments, confirmed payments and amount in the period. */
export type DashboardCourse = Schemas['DistributorCourse'];
/** A distributor's figures for a period (the distributor's own, or any distributor's for the administrator). */
export type DistributorDashboard = Schemas['DashboardView'];
/** A learner attributed to a distributor: never the ID card, documents, answers, e-mail or full phone. */
export type AttributedLearner = Schemas['LearnerView'];
export type AttributedLearnerPage = Schemas['LearnersPage'];
export type DistributorComparisonRow = Schemas['ComparedView'];
export type DistributorComparison = Schemas['ComparisonView'];
