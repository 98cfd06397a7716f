//! The catalogue of refusals: every error the API answers with has a stable machine code
//! (sent as `error` beside the Chinese `message`, and per field in `data.codes`) so a client can
//! show its own text in its own language. The Chinese texts are the specification's where it
//! has one. `{name}` in a text is filled from the refusal's parameters (sent in `data.params`).
//! The OpenAPI document lists every code as the `ErrorCode` schema.

use std::fmt;

/// One kind of refusal: its code and its Chinese text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub code: &'static str,
    pub text: &'static str,
}

impl Refusal {
    /// This refusal with a value for a `{name}` in its text.
    pub fn with(self, name: &'static str, value: impl ToString) -> Message {
        Message::from(self).with(name, value)
    }
}

/// A refusal as answered: the kind and the values of its parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub refusal: Refusal,
    pub params: Vec<(&'static str, String)>,
}

impl Message {
    pub fn with(mut self, name: &'static str, value: impl ToString) -> Self {
        self.params.push((name, value.to_string()));
        self
    }
    pub fn code(&self) -> &'static str {
        self.refusal.code
    }
}

impl From<Refusal> for Message {
    fn from(refusal: Refusal) -> Self {
        Self {
            refusal,
            params: Vec::new(),
        }
    }
}

impl fmt::Display for Message {
    /// The Chinese text with its parameters filled in.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = self.refusal.text.to_string();
        for (name, value) in &self.params {
            text = text.replace(&format!("{{{name}}}"), value);
        }
        f.write_str(&text)
    }
}

macro_rules! refusals {
    ($($code:ident = $text:literal,)*) => {
        $(pub const $code: Refusal = Refusal { code: stringify!($code), text: $text };)*
        /// Every refusal, in catalogue order.
        pub const ALL: &[Refusal] = &[$($code),*];
    };
}

refusals! {
    REQUEST_INVALID = "请求参数有误",
    BODY_MALFORMED = "请求数据格式错误",
    BODY_TOO_LARGE = "请求数据过大",
    QUERY_MALFORMED = "请求参数格式错误",
    PAGE_INVALID = "页码超出范围",
    TEXT_CONTROL_CHARACTER = "不能包含控制字符",
    TEXT_TOO_LONG = "不能超过{max}个字符",
    NOT_FOUND = "资源不存在",
    API_NOT_FOUND = "接口不存在",
    INTERNAL = "服务器内部错误，请稍后重试",
    LOGIN_REQUIRED = "请先登录",
    SESSION_EXPIRED = "登录已过期，请重新登录",
    FORBIDDEN = "无权访问",
    GUEST_FORBIDDEN = "游客无权执行此操作，请先注册登录",
    LOGIN_THROTTLED = "登录尝试过于频繁，请{seconds}秒后重试",
    SMS_THROTTLED = "验证码发送过于频繁，请{seconds}秒后重试",
    REGISTER_THROTTLED = "注册过于频繁，请{seconds}秒后重试",
    PHONE_LOOKUP_THROTTLED = "按手机号查询过于频繁，请{seconds}秒后重试",
    GUEST_THROTTLED = "游客访问过于频繁，请{seconds}秒后重试",
    LOGIN_FAILED = "用户名或密码错误",
    LOGIN_USERNAME_REQUIRED = "请输入用户名！",
    LOGIN_PASSWORD_REQUIRED = "请输入密码！",
    USERNAME_REQUIRED = "请输入用户名",
    USERNAME_LENGTH = "长度在 2 到 20 个字符",
    USERNAME_LOOKS_LIKE_CONTACT = "用户名不能是手机号或邮箱",
    USERNAME_AND_NAME_REQUIRED = "用户名和姓名为必填项",
    USERNAME_TAKEN = "用户名已存在",
    PHONE_REQUIRED = "请输入手机号",
    PHONE_REQUIRED_FORGOT = "请输入手机号！",
    PHONE_INVALID = "请输入正确的手机号",
    PHONE_INVALID_PROFILE = "请输入正确的手机号码",
    PHONE_TAKEN = "手机号已被注册",
    PHONE_NOT_REGISTERED = "该手机号未注册",
    EMAIL_REQUIRED = "请输入邮箱",
    EMAIL_INVALID = "请输入正确的邮箱格式",
    EMAIL_INVALID_PROFILE = "请输入正确的邮箱地址",
    EMAIL_TAKEN = "邮箱已被注册",
    PASSWORD_REQUIRED = "请输入密码",
    PASSWORD_WEAK = "密码必须包含字母和数字，且不少于10位",
    PASSWORD_CURRENT_REQUIRED = "请输入当前密码",
    PASSWORD_CURRENT_TOO_SHORT = "密码长度不能小于6个字符",
    PASSWORD_NEW_REQUIRED = "请输入新密码",
    PASSWORD_NEW_REQUIRED_RESET = "请输入新密码！",
    PASSWORD_NEW_TOO_SHORT = "密码长度不能小于10个字符",
    PASSWORD_NEW_TOO_LONG = "密码长度不能超过128个字符",
    PASSWORD_NEW_WEAK = "密码需包含字母和数字",
    PASSWORD_NEW_SAME = "新密码不能与当前密码相同",
    PASSWORD_CHANGE_FAILED = "密码修改失败，请确认当前密码是否正确",
    INVITE_CODE_LENGTH = "邀请码必须为12位字符",
    INVITE_CODE_INVALID = "邀请码格式错误",
    ID_CARD_INVALID = "请输入正确的身份证号",
    BIRTH_DATE_INVALID = "请选择出生日期",
    GENDER_INVALID = "性别选项无效",
    EDUCATION_REQUIRED = "请选择学历",
    EDUCATION_INVALID = "学历选项无效",
    DEGREE_REQUIRED = "请选择学位",
    DEGREE_INVALID = "学位选项无效",
    WORK_EXPERIENCE_INVALID = "工作年限必须为数字",
    ROLE_NOT_FOUND = "角色不存在",
    NAME_REQUIRED = "请输入姓名",
    ID_CARD_REQUIRED = "请输入身份证号",
    ID_CARD_FORMAT = "身份证号格式不正确",
    BIRTH_IN_FUTURE = "出生日期不能晚于今天",
    WORK_UNIT_REQUIRED = "请输入工作单位",
    ADDRESS_REQUIRED = "请输入地址",
    WORK_EXPERIENCE_NEGATIVE = "工作经验不能为负数",
    PASSWORD_AT_LEAST_TEN = "密码长度至少10位",
    INVITE_CODE_LENGTH_ADMIN = "邀请码长度必须为12个字符",
    PERMISSIONS_REQUIRED = "请选择权限",
    PERMISSION_NOT_FOUND = "权限不存在",
    ROLES_EMPTY = "角色不能为空",
    ROLE_NAME_REQUIRED = "请输入角色英文名",
    ROLE_NAME_INVALID = "角色英文名须以小写字母开头，由2到32个小写字母、数字、下划线或连字符组成",
    ROLE_NAME_TAKEN = "角色名已存在",
    ROLE_BUILTIN_FIXED = "内置角色不能改名或删除",
    ROLE_ADMIN_FIXED = "管理员角色拥有全部权限，不能修改",
    ROLE_LAST_OF_USERS = "有用户只拥有该角色，请先为他们分配其他角色",
    USER_NOT_FOUND = "用户不存在",
    USER_DELETE_SELF = "不能删除当前登录的账号",
    ADMIN_DEMOTE_SELF = "不能取消自己的管理员角色",
    LAST_ADMIN = "不能删除或降级最后一位管理员",
    DELEGATION_OWN_ACCESS = "不能修改自己的角色和权限，也不能修改自己拥有的角色",
    DELEGATION_ADMIN_ONLY = "只有管理员可以授予管理员角色、用户管理或角色与权限管理权限，或修改内置角色",
    DELEGATION_NOT_HELD = "不能授予自己没有的权限：{permission}",
    DELEGATION_OUTRANKED = "该账号或角色拥有您没有的权限，您不能修改、重置密码或删除",
    ACCOUNT_NOT_OWN = "只能注销自己的账号",
    SMS_CODE_REQUIRED = "请输入验证码！",
    SMS_CODE_WRONG = "验证码错误",
    SMS_CODE_EXPIRED = "验证码已过期，请重新获取",
    SMS_CODE_USED_UP = "验证码已失效，请重新获取",
    SMS_CODE_NOT_SENT = "请先获取验证码",
    FILE_NOT_FOUND = "文件不存在",
    FILE_MISSING = "请选择要上传的文件",
    FILE_EMPTY = "文件为空",
    FILE_TOO_LARGE = "文件过大",
    IMAGE_TOO_LARGE = "图片尺寸过大，宽和高都不能超过 {pixels} 像素，请缩小后再上传",
    FILE_QUOTA_EXCEEDED = "您的私人文件已达上限 {megabytes} MB，请删除不再需要的文件后再上传",
    FILE_TOO_LARGE_MAX = "文件过大，最大 {megabytes} MB",
    FILE_TYPE_UNSUPPORTED = "不支持的文件类型",
    FILE_SOURCE_INVALID = "上传用途无效",
    FILE_UPLOAD_MALFORMED = "上传数据格式错误",
    FILE_UPLOAD_FORBIDDEN = "无权上传此类文件",
    FILE_DELETE_FORBIDDEN = "无权删除此文件",
    FILE_READ_FORBIDDEN = "无权访问此文件",
    FILE_IN_USE = "文件正在使用中（{uses}），不能删除",
    COURSE_NOT_FOUND = "课程不存在",
    COURSE_NOT_OWN = "只能编辑自己的课程",
    COURSE_NAME_REQUIRED = "请输入课程名称",
    COURSE_NAME_TOO_LONG = "课程名称不能超过100个字符",
    COURSE_CATEGORY_REQUIRED = "请输入课程分类",
    COURSE_CATEGORY_TOO_LONG = "课程分类不能超过32个字符",
    COURSE_TYPE_INVALID = "课程类型无效",
    COURSE_FEE_NEGATIVE = "费用不能为负数",
    COVER_INVALID = "封面地址无效",
    COURSE_DESCRIPTION_TOO_LONG = "课程描述不能超过5000个字符",
    TEACHER_NOT_FOUND = "教师不存在",
    COURSE_HAS_EXAMS = "该课程下还有考试，请先删除考试",
    SECTION_NOT_FOUND = "章节不存在",
    SECTION_TITLE_REQUIRED = "请输入章节标题",
    SECTION_TITLE_TOO_LONG = "章节标题不能超过100个字符",
    SECTION_ORDER_INCOMPLETE = "排序须包含本课程的全部章节",
    ITEM_NOT_FOUND = "课程内容不存在",
    ITEM_TITLE_REQUIRED = "请输入小节标题",
    ITEM_TITLE_TOO_LONG = "小节标题不能超过100个字符",
    ITEM_TYPE_INVALID = "课程内容类型无效",
    ITEM_CONTENT_REQUIRED = "请输入课程内容",
    ITEM_CONTENT_TOO_LONG = "课程内容过长",
    ITEM_FILE_REQUIRED = "请先上传文件",
    ITEM_DURATION_INVALID = "时长无效",
    ITEM_DURATION_REQUIRED = "无法读取媒体时长，请重新上传文件",
    ITEM_ORDER_INCOMPLETE = "排序须包含本章节的全部内容",
    STUDY_NOT_ALLOWED = "请先报名并完成缴费后再学习",
    PROGRESS_INVALID = "保存进度参数有误",
    PROGRESS_AHEAD_OF_CLOCK = "学习进度异常：超出实际观看时长",
    STUDY_SESSION_NOT_FOUND = "学习记录不存在",
    STUDY_SESSION_NOT_OWN = "无权操作该学习记录",
    STUDY_BEAT_INVALID = "学习记录参数有误",
    STUDY_SUPERSEDED = "您已在其他设备或窗口继续学习",
    STUDY_CHECK_MISSED = "未在规定时间内确认，本段学时不计入",
    STUDY_SESSION_ENDED = "本次学习已结束，请重新进入课程",
    STUDY_CHECK_NOT_FOUND = "该确认已失效",
    STUDY_RULE_RANGE = "须在{min}到{max}之间",
    STUDY_CHECK_RANGE_ORDER = "最短间隔不能大于最长间隔",
    STUDY_HOURS_MISSING = "学时未达到考试要求，还差{hours}学时",
    STUDY_REPORT_COURSE_REQUIRED = "请选择要统计的课程",
    STUDY_REPORT_NOT_OWN = "只能查看自己课程的学时",
    STUDY_SNAPSHOT_RANGE_ORDER = "抓拍最短间隔不能大于最长间隔",
    STUDY_CAMERA_CONSENT_REQUIRED = "学习本课程需开启摄像头抓拍，请先阅读并同意抓拍说明",
    STUDY_SNAPSHOT_NOT_FOUND = "该抓拍请求已失效",
    STUDY_SNAPSHOT_FILE_INVALID = "请上传本次学习时拍摄的照片",
    STUDY_VERDICT_INVALID = "请选择本人或非本人",
    STUDY_VERDICT_REASON_REQUIRED = "判定为非本人时请填写理由",
    STUDY_VERDICT_REASON_TOO_LONG = "理由不能超过200个字符",
    STUDY_VERDICT_FINAL = "已判定为非本人的学习记录不能改判",
    STUDY_VERDICT_SAME = "该学习记录已是此判定",
    STUDY_VERDICT_ACTIVE = "学习尚未结束，请在本次学习结束后再核验",
    NOTE_TOO_LONG = "笔记不能超过20000个字符",
    NOTE_ITEM_NOT_FOUND = "笔记保存失败，当前章节不存在",
    QUESTION_NOT_FOUND = "题目不存在",
    QUESTION_NOT_OWN = "只能编辑自己的题目",
    QUESTION_TYPE_INVALID = "题目类型无效",
    QUESTION_CONTENT_REQUIRED = "请输入题目内容",
    QUESTION_CONTENT_TOO_LONG = "题目内容不能超过5000个字符",
    QUESTION_OPTION_LABEL_INVALID = "选项标签须为 A-Z 的字母",
    QUESTION_OPTIONS_TOO_FEW = "请至少填写两个选项",
    QUESTION_ANSWER_REQUIRED = "请选择正确答案",
    QUESTION_ANSWER_NOT_AN_OPTION = "正确答案必须是已有选项",
    QUESTION_SINGLE_CHOICE_ONE_ANSWER = "单选题只能有一个正确答案",
    QUESTION_REFERENCE_REQUIRED = "请输入参考答案",
    QUESTION_SCORE_RANGE = "分值须为1到100的整数",
    QUESTION_IN_USE = "该题目已被考试使用，不能删除",
    QUESTION_TAG_TOO_LONG = "每个标签不能超过{max}个字符",
    QUESTION_TAGS_TOO_MANY = "标签不能超过{max}个",
    QUESTION_DIFFICULTY_INVALID = "难度须为易、中或难",
    QUESTION_MOVE_EMPTY = "请选择要移动的题目",
    QUESTION_MOVE_TOO_MANY = "一次最多移动{max}道题",
    CATEGORY_NOT_FOUND = "知识点不存在",
    CATEGORY_NOT_OWN = "只能修改自己创建的知识点",
    CATEGORY_NAME_REQUIRED = "请输入知识点名称",
    CATEGORY_NAME_TOO_LONG = "知识点名称不能超过64个字符",
    CATEGORY_NAME_INVALID = "知识点名称不能包含“/”或控制字符",
    CATEGORY_NAME_TAKEN = "同一级下已有同名知识点",
    CATEGORY_PARENT_CIRCULAR = "不能把知识点移到它自己或它的下级之下",
    CATEGORY_TOO_DEEP = "知识点最多分5级",
    CATEGORY_IN_USE = "该知识点下还有题目或下级知识点，不能删除",
    QUESTION_IMPORT_FILE_INVALID = "文件无法读取，请使用 Excel 模板（.xlsx）或 Word 试卷（.docx）",
    QUESTION_IMPORT_SOURCE = "请上传题库导入文件",
    QUESTION_IMPORT_NO_HEADER = "未找到表头：第一行须包含“题型”和“题干”",
    QUESTION_IMPORT_EMPTY = "文件中没有找到题目",
    QUESTION_IMPORT_TOO_MANY = "一次最多导入{max}道题",
    QUESTION_IMPORT_TYPE_UNKNOWN = "题型无法识别，应为单选题、多选题、判断题、填空题或简答题",
    QUESTION_IMPORT_JUDGEMENT = "判断题答案须为“对”或“错”",
    QUESTION_IMPORT_HAS_ERRORS = "有{count}道题存在错误，未导入任何题目",
    QUESTION_IMPORT_THROTTLED = "导入过于频繁，请稍后再试",
    EXAM_RULE_COUNT_RANGE = "每条规则抽取的题数须为1到{max}",
    EXAM_POOL_TOO_SMALL = "第{rule}条规则需要{needed}道题，题库中只有{available}道符合条件",
    EXAM_RULES_TOO_MANY = "抽题规则不能超过{max}条",
    EXAM_NOT_FOUND = "考试不存在",
    EXAM_NOT_OWN = "只能编辑自己的考试",
    EXAM_TITLE_REQUIRED = "请输入考试名称",
    EXAM_TITLE_TOO_LONG = "考试名称不能超过100个字符",
    EXAM_DURATION_RANGE = "考试时长须在1分钟到24小时之间",
    EXAM_END_BEFORE_START = "结束时间必须晚于开始时间",
    EXAM_TIMES_INCOMPLETE = "请同时设置开始和结束时间",
    EXAM_COURSE_NOT_OWN = "只能选择自己的课程",
    EXAM_ITEMS_REQUIRED = "请至少选择一道题目",
    EXAM_QUESTION_NOT_OWN = "只能使用自己的题目",
    EXAM_QUESTION_REPEATED = "题目不能重复",
    EXAM_ANSWER_VISIBILITY_INVALID = "答案公布方式无效",
    EXAM_PASS_SCORE_RANGE = "及格分须在 1 到总分之间",
    CERTIFICATE_NOT_ENROLLED = "该学员尚未完成缴费报名，不能记录考试结果或发放证书",
    CERTIFICATE_EXAM_NOT_PASSED = "学员考试通过后才能发放证书",
    CERTIFICATE_ISSUED_KEEPS_EXAM = "证书已发放，不能撤销考试通过",
    CERTIFICATE_NUMBER_REQUIRED = "请输入证书编号",
    CERTIFICATE_NUMBER_INVALID = "证书编号为 1–32 位字母、数字或短横线",
    CERTIFICATE_NUMBER_TAKEN = "证书编号已被使用",
    CERTIFICATE_LEVEL_INVALID = "请选择证书等级",
    CERTIFICATE_DATE_INVALID = "请输入有效的发证日期（不晚于今天）",
    CERTIFICATE_AUTHORITY_REQUIRED = "请输入发证机构（不超过 100 字）",
    EXAM_COMPLETED_REQUIRED = "请说明考试是否通过",
    PROGRESS_NOT_OWN = "只能查看自己课程的学员",
    ENROL_STATUS_INVALID = "报名状态只能是 1–4",
    SORT_ORDER_INVALID = "排序方向只能是 asc 或 desc",
    PROGRESS_LEARNER_NOT_FOUND = "该学员未报名此课程",
    COURSE_MESSAGE_TITLE = "请输入标题（不超过 50 字）",
    COURSE_MESSAGE_CONTENT = "请输入内容（不超过 2000 字）",
    COURSE_MESSAGE_NOT_LEARNER = "只能给本课程的学员发消息",
    COURSE_MESSAGE_NO_LEARNERS = "该课程还没有学员",
    EXAM_STATUS_INVALID = "考试状态无效",
    EXAM_NOT_ALLOWED = "您没有参加该考试的权限",
    EXAM_NOT_STARTED = "考试尚未开始",
    EXAM_ENDED = "考试已结束",
    EXAM_TIME_UP = "考试时间已结束",
    EXAM_ALREADY_SUBMITTED = "您已完成该考试",
    EXAM_ATTEMPT_NOT_STARTED = "请先开始考试",
    EXAM_ANSWER_FOREIGN_QUESTION = "答案包含不属于本考试的题目",
    EXAM_ANSWER_MALFORMED = "答案格式错误",
    EXAM_ANSWER_NOT_AN_OPTION = "答案包含不存在的选项",
    EXAM_ANSWER_SINGLE_CHOICE = "单选题只能选择一个选项",
    EXAM_RECORD_NOT_FOUND = "考试记录不存在",
    SHEET_NOT_FOUND = "答卷不存在",
    SHEET_NOT_OWN = "只能批阅自己考试的答卷",
    GRADE_QUESTION_FOREIGN = "题目不属于本考试",
    GRADE_SCORE_REQUIRED = "请输入得分",
    GRADE_SCORE_RANGE = "得分须在0到{max}之间",
    GRADE_COMMENT_TOO_LONG = "评语不能超过2000个字符",
    MESSAGE_NOT_FOUND = "消息不存在",
    MESSAGE_TYPE_INVALID = "消息类型无效",
    MESSAGE_TITLE_REQUIRED = "请输入标题",
    MESSAGE_TITLE_TOO_LONG = "标题不能超过100个字符",
    MESSAGE_CONTENT_REQUIRED = "请输入内容",
    MESSAGE_CONTENT_TOO_LONG = "内容不能超过10000个字符",
    MESSAGE_DETAILS_MISSING = "请填写：{fields}",
    AUDIENCE_ROLE_REQUIRED = "请选择角色",
    AUDIENCE_COURSE_REQUIRED = "请选择课程",
    AUDIENCE_USERS_REQUIRED = "请选择接收用户",
    AUDIENCE_INVALID = "接收对象无效",
    ENROL_NOT_FOUND = "报名记录不存在",
    ENROL_NOT_STARTED = "请先选择课程并填写报名表",
    ENROL_FORM_INCOMPLETE = "请完整填写所有必填项，缺少：{fields}",
    ENROL_OPTION_INVALID = "请从列表中选择",
    ENROL_EXAM_PLACE_INVALID = "请选择广东省的考试城市和区县",
    ENROL_DOCUMENT_MISSING = "请上传{document}",
    ENROL_DOCUMENT_TYPE = "{document}的文件类型不符合要求",
    ENROL_DOCUMENT_TYPE_ACCEPTS = "{document}只接受 {types} 格式的文件",
    ENROL_DOCUMENT_NOT_OWN = "只能提交自己上传的材料",
    ENROL_DOCUMENT_UNKNOWN = "没有这一项材料",
    ENROL_NOT_EDITABLE = "当前状态不能修改报名材料",
    ENROL_NOT_PENDING = "只能审核待审核的报名",
    ENROL_CHANGED_SINCE_LOADED = "学员已修改了报名材料，请重新查看后再审核",
    ENROL_DECIDED_ELSEWHERE = "该报名已被他人处理，请刷新后查看",
    ENROL_DECISION_INVALID = "审核结果只能是通过或驳回",
    ENROL_REASON_REQUIRED = "请填写原因",
    PAYMENT_NOT_DUE = "当前状态无需缴费",
    PAYMENT_METHOD_INVALID = "请选择支付方式",
    PAYMENT_PROOF_REQUIRED = "请上传缴费凭证",
    PAYMENT_REFERENCE_REQUIRED = "请填写交易单号",
    PAYMENT_NOT_SUBMITTED = "该报名尚未提交缴费凭证",
    INVOICE_NOT_PAID = "缴费确认后才能开具发票",
    SETTING_UNKNOWN = "没有这一项设置",
    COMMENT_NOT_FOUND = "评价不存在",
    COMMENT_NOT_ALLOWED = "学习该课程后才能评价",
    COMMENT_NOT_OWN = "只能管理自己课程的评价",
    COMMENT_RATING_RANGE = "请选择1到5星的评分",
    COMMENT_CONTENT_REQUIRED = "请输入评价内容",
    COMMENT_CONTENT_TOO_LONG = "评价内容不能超过500个字符",
    COMMENT_REPLY_TOO_LONG = "回复不能超过500个字符",
    COMMENT_STATUS_INVALID = "评价状态只能是 published 或 hidden",
    COMMENT_REASON_REQUIRED = "隐藏或删除评价时请填写原因",
    COMMENT_CHANGED_ELSEWHERE = "该评价已被他人处理，请刷新后重试",
    SETTING_NUMBER_RANGE = "请输入{min}到{max}之间的整数",
    INVITE_CODE_UNKNOWN = "邀请码无效或已停用",
    INVITE_LABEL_TOO_LONG = "标签不能超过30个字符",
    INVITE_CODES_FULL = "邀请码数量已达上限",
    INVITE_CODE_NOT_OWN = "只能管理自己的邀请码",
    INVITE_CODE_NOT_FOUND = "邀请码不存在",
    DISTRIBUTOR_NOT_FOUND = "渠道商不存在",
    PERIOD_INVALID = "请选择正确的统计时间段",
    CAREER_COMPANY_REQUIRED = "请输入企业名称",
    CAREER_COMPANY_TOO_LONG = "企业名称不能超过100个字符",
    CAREER_TITLE_REQUIRED = "请输入岗位名称",
    CAREER_TITLE_TOO_LONG = "岗位名称不能超过100个字符",
    CAREER_CITY_REQUIRED = "请输入工作城市",
    CAREER_CITY_TOO_LONG = "工作城市不能超过50个字符",
    CAREER_SALARY_RANGE = "薪资应为0到1000000之间的整数",
    CAREER_SALARY_ORDER = "最高薪资不能低于最低薪资",
    CAREER_REQUIREMENTS_TOO_LONG = "岗位要求不能超过2000个字符",
    CAREER_CONTACT_REQUIRED = "请输入联系方式",
    CAREER_CONTACT_TOO_LONG = "联系方式不能超过100个字符",
    CAREER_POSITION_STATUS_INVALID = "岗位状态无效",
    CAREER_POSITION_REQUIRED = "请选择岗位",
    CAREER_POSITION_NOT_FOUND = "岗位不存在",
    CAREER_POSITION_IN_USE = "该岗位已有推荐记录，不能删除，可将其关闭",
    CAREER_POSITION_CLOSED = "该岗位已关闭，不能推荐",
    CAREER_LEARNER_REQUIRED = "请选择学员",
    CAREER_NOT_QUALIFIED = "只能推荐已学完课程或已取得证书的学员",
    CAREER_REFERRAL_TAKEN = "该学员已推荐到此岗位",
    CAREER_REFERRAL_NOT_FOUND = "推荐记录不存在",
    CAREER_NOTES_TOO_LONG = "备注不能超过500个字符",
    CAREER_STATUS_INVALID = "推荐状态无效",
    CAREER_STATUS_MOVE = "推荐状态不能从「{from}」改为「{to}」",
    CAREER_CHANGED_ELSEWHERE = "该推荐已被他人更新，请刷新后重试",
    CONFLICT = "该记录已存在",
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_texts_are_unique_and_parameters_fill_in() {
        let mut codes: Vec<_> = ALL.iter().map(|r| r.code).collect();
        codes.sort();
        codes.dedup();
        assert_eq!(codes.len(), ALL.len());
        let mut texts: Vec<_> = ALL.iter().map(|r| r.text).collect();
        texts.sort();
        texts.dedup();
        assert_eq!(texts.len(), ALL.len());
        assert_eq!(
            LOGIN_THROTTLED.with("seconds", 30).to_string(),
            "登录尝试过于频繁，请30秒后重试"
        );
        assert_eq!(Message::from(EXAM_ENDED).to_string(), "考试已结束");
    }
}
