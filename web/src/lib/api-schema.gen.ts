// generated — do not edit. `npm run gen:api` writes it from web/openapi.json (what `skillcert openapi`
// prints) with openapi-typescript; `make contract` refreshes both. Friendly names: ./api-types.ts.

export interface paths {
    "/api/v0/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the log (newest first, default 20, at most 100). */
        get: {
            parameters: {
                query?: {
                    /** @description Part of the acting person's name (or username), at most 64 characters. */
                    actor?: string;
                    /** @description The acting person's account id. */
                    actorId?: number;
                    /**
                     * @description login, loginFailed, account, access, enrolment, grading, certificate, study, setting,
                     *     content, deletion or export.
                     */
                    kind?: string;
                    /** @description The first day (YYYY-MM-DD). */
                    from?: string;
                    /** @description The last day (YYYY-MM-DD). */
                    to?: string;
                    /** @description Zero-based page number (default 0); a page beyond any list is refused with 400. */
                    page?: number;
                    /** @description Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank). */
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuditPage"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/audit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The entries matching (the newest 50 000) as .xlsx: 时间, 操作人, IP 地址, 类别, 操作, 对象类型,
         *     对象, 原值, 新值, 原因, 对象编号. The export is itself recorded.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Part of the acting person's name (or username), at most 64 characters. */
                    actor?: string;
                    /** @description The acting person's account id. */
                    actorId?: number;
                    /**
                     * @description login, loginFailed, account, access, enrolment, grading, certificate, study, setting,
                     *     content, deletion or export.
                     */
                    kind?: string;
                    /** @description The first day (YYYY-MM-DD). */
                    from?: string;
                    /** @description The last day (YYYY-MM-DD). */
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the workbook */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/career/candidate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The learners who may be referred, one row per qualifying course: the course's exam passed,
         *     its certificate issued, or every lesson of it done (default 20 per page).
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description A part of the learner's username or name, the visible digits of their masked phone
                     *     (138****0006), or their whole number (at most 30 such searches an hour).
                     */
                    q?: string;
                    /** @description Zero-based page number (default 0); a page beyond any list is refused with 400. */
                    page?: number;
                    /** @description Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank). */
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CandidatesPage"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/career/position": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of positions (open first, newest first; default 20) with the counts by status. */
        get: operations["positions"];
        put?: never;
        /** Adds a position. */
        post: operations["create_position"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/career/position/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replaces a position's fields (closing it: status closed; its referrals stay). */
        put: operations["update_position"];
        post?: never;
        /** Deletes a position nobody was referred to; 409 when it has referrals (close it instead). */
        delete: operations["delete_position"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/career/referral": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of referrals (latest change first; default 20) with the counts by status. */
        get: operations["referrals"];
        put?: never;
        /** Refers a qualifying learner to an open position; the learner gets a message (就业推荐). */
        post: operations["refer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/career/referral/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A referral with its trail. */
        get: operations["referral"];
        /**
         * Moves a referral on (recommended → interviewing → hired or declined; the learner gets a
         *     message, 就业推荐进展) and/or sets its notes. 409 for a move not allowed or lost to another.
         */
        put: operations["change"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An application's certificates, newest first: the current one and those it replaced or that
         *     were revoked (material:review, certificate:manage).
         */
        get: {
            parameters: {
                query?: {
                    applicationId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["History"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/certificate/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Any valid certificate as a PDF (material:review, certificate:manage). */
        get: operations["staff_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/certificate/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revokes a certificate with a reason the learner reads (certificate:manage): it verifies as
         *     revoked from now on; the application's trail records it.
         */
        post: operations["revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/class": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Classes, newest first: every class (class:manage), or those the caller teaches (course:manage). */
        get: {
            parameters: {
                query?: {
                    courseId?: number;
                    /** @description Part of the class's or the course's name. */
                    q?: string;
                    /** @description Zero-based page number (default 0); a page beyond any list is refused with 400. */
                    page?: number;
                    /** @description Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank). */
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ClassList"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** Opens a class of a course (class:manage). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ClassBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ClassView"];
                    };
                };
                /** @description 请输入班级名称（不超过 50 字） … */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/class/choices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a class can be opened for and who can lead it (class:manage). */
        get: operations["choices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/class/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A class and its learners with status, hours, result and certificate (class:manage, or its
         *     teacher).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ClassDetailView"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description 只能查看自己任教的班级 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description 班级不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Changes a class (class:manage); its course stays, its capacity cannot go below its learners. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ClassBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ClassView"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description 班级不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        post?: never;
        /** Deletes a class without learners (class:manage). */
        delete: operations["remove_class"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/class/{id}/archive/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A learner's training archive (培训档案) for the class's course as one PDF: identity, the
         *     application and its trail, the documents, hours, exams, certificate.
         */
        get: operations["archive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/class/{id}/archives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every learner's training archive of a class as one .zip of PDFs. */
        get: operations["archives"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/class/{id}/candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Learners who could join a class (class:manage): without `q` the course's applicants not in a
         *     class (enrolled first), with `q` learner accounts matching it; at most 50.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description Part of a learner's name or username, or their phone as staff see it masked (a whole phone
                     *     number finds its account; rate limited for those who see phones masked).
                     */
                    q?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ClassCandidates"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description 班级不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/class/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A class's trail, newest first (the latest 200): who opened, changed, filled and exported it. */
        get: operations["events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/class/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Puts learners in a class (class:manage): learner accounts only, none already in another class
         *     of the course, within the capacity.
         */
        post: operations["add_members"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/class/{id}/members/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Takes a learner out of a class (class:manage); their records stay. */
        delete: operations["remove_member"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/class/{id}/roster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The class's roster (花名册) as .xlsx: 序号, 姓名, 性别, 身份证号, 手机号, 学历, 工作单位, 学时,
         *     考试成绩, 是否合格, 证书编号 (ID numbers and phones in full for user:manage and
         *     material:review, else masked). Recorded in the class's trail.
         */
        get: operations["roster"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The comment center: comments on the caller's courses (every course with content:all),
         *     newest first, default 20.
         */
        get: {
            parameters: {
                query?: {
                    courseId?: number;
                    /** @description published or hidden. */
                    status?: string;
                    /** @description 1–5. */
                    rating?: number;
                    /** @description A case-insensitive part of the comment or of the author's name. */
                    q?: string;
                    /** @description Zero-based page number (default 0); a page beyond any list is refused with 400. */
                    page?: number;
                    /** @description Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank). */
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffCommentPage"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/comment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One comment with its moderation trail. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CommentDetail"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Hides (with a reason) or shows a comment, and/or sets the reply ('' removes it). */
        put: operations["moderate"];
        post?: never;
        /** Deletes a comment (the reason stays in the trail). */
        delete: {
            parameters: {
                query?: {
                    /** @description Why it is deleted (required, at most 200 characters). */
                    reason?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/course": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Courses the caller may edit (a teacher's own; all for an administrator), newest first. */
        get: {
            parameters: {
                query?: {
                    search?: string;
                    /** @description Zero-based page number (default 0); a page beyond any list is refused with 400. */
                    page?: number;
                    /** @description Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank). */
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthoredList"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** Creates a course. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CourseBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CourseView"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/course-center": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The course center: the caller's courses (every course with content:all) with learners by
         *     status, completion, rating and confirmed revenue; sortable, searchable, paged.
         */
        get: operations["course_center"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/course/teachers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accounts with the teacher role (for assigning a course's teacher). */
        get: operations["teachers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/course/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A course with its whole outline, for the editor. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthoredCourse"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Changes a course. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CourseBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CourseView"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        post?: never;
        /** Deletes a course with its sections, items, enrolments, progress and notes. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description 该课程下还有考试 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/course/{id}/section": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a section at the end of the course. */
        post: operations["add_section"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/course/{id}/section/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Puts the course's sections in a new order. */
        put: operations["order_sections"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/course/{id}/section/{sid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Renames a section. */
        put: operations["rename_section"];
        post?: never;
        /** Deletes a section with its items. */
        delete: operations["delete_section"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/course/{id}/section/{sid}/item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds an item at the end of a section. */
        post: operations["add_item"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/course/{id}/section/{sid}/item/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Puts a section's items in a new order. */
        put: operations["order_items"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/course/{id}/section/{sid}/item/{iid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes an item. */
        put: operations["update_item"];
        post?: never;
        /** Deletes an item (and learners' progress and notes on it). */
        delete: operations["delete_item"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/course/{id}/study-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A course's study rules (its author, or content:all). */
        get: operations["rules"];
        /** Sets a course's study rules (every field; one left out takes its default). */
        put: operations["set_rules"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/distributor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every distributor's figures for a period, with the totals. */
        get: operations["compare"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/distributor/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The comparison as an Excel workbook (sheet 渠道商对比). */
        get: {
            parameters: {
                query?: {
                    /** @description First day, YYYY-MM-DD (China time); default 29 days before `to`. */
                    from?: string;
                    /** @description Last day, inclusive; default today. At most 366 days. */
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the .xlsx */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/distributor/{userId}/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A distributor's dashboard (404 when the account is not a distributor). */
        get: operations["dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/distributor/{userId}/invite-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A distributor's invite codes. */
        get: operations["codes"];
        put?: never;
        /** A new invite code for a distributor. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CodeBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CodeView"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/distributor/{userId}/invite-code/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Relabels, disables or enables a distributor's code. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CodeBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CodeView"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/distributor/{userId}/invite-code/{id}/qr.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The QR image of a distributor's code. */
        get: operations["qr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/distributor/{userId}/learner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A distributor's attributed learners. */
        get: operations["learners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/exam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exams the caller may edit or grade. */
        get: operations["list_exams"];
        put?: never;
        /** Creates an exam; the total score is the sum of its items' scores. */
        post: operations["create_exam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/exam/pool": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether the bank can satisfy draw rules (the editor's check while the rules are written): the
         *     caller's questions, or those of the edited exam's author.
         */
        post: operations["pool"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/exam/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Submitted answer sheets of the caller's exams (all for administrators). */
        get: operations["list_records"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/exam/record/{rid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One answer sheet with every answer, the correct answers and the grades so far. */
        get: operations["record_sheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/exam/record/{rid}/grade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Scores answers (short answers, or any answer when re-grading) with comments; the total is
         *     recomputed and the sheet is graded once no short answer waits.
         */
        put: operations["grade"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/exam/record/{rid}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Opens the learner's latest attempt again for the time it had left (at least 5 minutes): its
         *     answers stay, grades and leaves are cleared; recorded with who and why; the learner is told.
         */
        post: operations["reopen_sheet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/exam/record/{rid}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Voids a submitted attempt of the caller's exam (administrators: any): it counts in no
         *     result; recorded on its conduct record with who and why; the learner is told.
         */
        post: operations["void_sheet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/exam/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An exam with its items and questions (answers included), for the editor. */
        get: operations["exam_detail"];
        put?: never;
        /** Replaces an exam (POST or PUT; the body's id is ignored, the URL's id wins). */
        post: operations["update_exam"];
        /** Deletes an exam with its records. */
        delete: operations["delete_exam"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/exam/{id}/analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The item analysis of the caller's exam over its graded attempts that count: facility,
         *     discrimination (upper and lower 27 %), point-biserial, option counts, reliability, flags.
         */
        get: operations["analysis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/exam/{id}/analysis/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The item analysis as an .xlsx workbook, one row per question. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 试题分析-{考试}.xlsx */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/exam/{id}/override": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The learners of the caller's exam with their own terms, and the latest changes. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OverrideList"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description 只能修改自己的考试 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /**
         * Gives a learner (by username, phone or e-mail) their own terms for the caller's exam,
         *     replacing any they had; recorded with who and why, and the learner is told. Answers the list.
         */
        put: operations["set"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/exam/{id}/override/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Takes a learner's own terms away (the exam's apply again); recorded with who and why, and
         *     the learner is told. Answers the list.
         */
        delete: {
            parameters: {
                query?: {
                    /** @description Why (1–200 characters). */
                    reason?: string;
                };
                header?: never;
                path: {
                    id: number;
                    user_id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OverrideList"];
                    };
                };
                /** @description 请填写调整原因（不超过200字） */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description 该学员没有单独的考试安排 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of uploaded files (newest first, default 20, at most 100) with where each is used. */
        get: {
            parameters: {
                query?: {
                    /** @description avatar | cover | course | material | payment. */
                    source?: string;
                    /** @description A case-insensitive part of the file's name or of the uploader's username or name. */
                    q?: string;
                    /** @description Zero-based page number (default 0); a page beyond any list is refused with 400. */
                    page?: number;
                    /** @description Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank). */
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FileCenterPage"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/file/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a file nothing uses; 409 naming the uses otherwise. The bytes go with the last record. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/learner-import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The imports, newest first: who, when, which file, how many rows and accounts, where to. */
        get: operations["imports"];
        put?: never;
        /**
         * Imports every row or none (user:manage; a class or course also class:manage): the accounts
         *     (each to change its initial password at the first login), their enrolment at the chosen status,
         *     their places in the class, and the record of the import. With `delivery: sms` the passwords are
         *     sent to the phones; with `sheet` they are answered this once.
         */
        post: operations["commit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/learner-import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reads an uploaded template and checks every row (account rules, ID check digit and birth date,
         *     duplicates in the file and against existing accounts) without writing anything (user:manage;
         *     a class or course also class:manage).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LearnerImportBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LearnerImportPreview"];
                    };
                };
                /** @description 无法读取该文件 / 未找到表头 / 表格中没有学员 / 一次最多导入 5000 名学员 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description 导入学员过于频繁，请稍后再试 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/learner-import/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The learner import template (.xlsx) with an example row and how to fill it in (user:manage). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the workbook */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sent messages of one origin with how many recipients have read each. */
        get: operations["sent"];
        put?: never;
        /**
         * Sends a message to an audience: everyone, a role, the learners of a course (status 4), or
         *     chosen users. Messages to everyone and to a role also reach accounts created later; the
         *     learners of a course and chosen users are fixed at sending. `recipientCount`: how many
         *     accounts it reaches now.
         */
        post: operations["compose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/notification/recipient": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accounts to send a message to, found by name, username or phone (at most 20). */
        get: operations["recipients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/notification/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a message for everyone who received it. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/permission/permission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The permission catalogue. */
        get: operations["permissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/permission/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Roles: built-in ones in priority order, then created ones by name. */
        get: operations["list_roles"];
        /** Changes the role named by `id` in the body. */
        put: operations["update_role"];
        /** Creates a role. */
        post: operations["create_role"];
        /** Deletes the created role named by `id` in the body. */
        delete: operations["delete_role"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/permission/role/{role_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a role: name, description and permission ids. */
        put: operations["update_role_at"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/permission/user/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["user_roles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/permission/user/role/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets a user's roles (at least one: '角色不能为空') and, when `permissionName` is sent, the
         *     permissions appended to them. The change holds from the user's next request.
         */
        put: operations["set_user_roles"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The progress table: enrolled learners of the caller's courses (newest enrolments first). */
        get: operations["table"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/progress/course": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The courses the caller follows (a teacher: their own), by name, with their learners. */
        get: operations["courses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/progress/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filtered table as an Excel workbook (sheet 学习进度, at most 20 000 rows). */
        get: {
            parameters: {
                query?: {
                    courseId?: number;
                    /** @description Enrolment status 1–4. */
                    status?: components["schemas"]["EnrolmentStatus"];
                    /**
                     * @description A part of the learner's username or name, the visible digits of their masked phone
                     *     (138****0006), or their whole number (at most 30 such searches an hour).
                     */
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the .xlsx */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/progress/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a course message (title ≤ 50, content ≤ 2000) to the chosen learners of a course, or to
         *     all of them; they find it under 消息中心.
         */
        post: operations["message"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/progress/{course_id}/learner/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One learner's progress in a course, lesson by lesson, and their exam records of it. */
        get: operations["learner"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/question": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The question bank, newest first, filtered by text, type, subject, category (with those
         *     under it), difficulty and tag.
         */
        get: operations["list_questions"];
        put?: never;
        /** Adds a question to the bank. */
        post: operations["create_question"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/question/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every category (知识点) of the bank, by name, with the caller's question counts. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QuestionCategoryList"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /**
         * Adds a category, at the top or under another (at most five levels; names unique among
         *     siblings).
         */
        post: operations["create_category"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/question/category/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Renames a category or moves it (never under itself or a category below it). */
        put: operations["update_category"];
        post?: never;
        /** Deletes a category no question and no category is filed under. */
        delete: operations["delete_category"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/question/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's questions (all, for administrators) of a category or the whole bank in the
         *     template's columns (at most 20 000), ready to import again.
         */
        get: {
            parameters: {
                query?: {
                    /** @description A category (with those under it); left out: the caller's whole bank. */
                    categoryId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 题库-{知识点}-{日期}.xlsx */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/question/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Imports every question of an uploaded bank in one transaction, creating the 知识点 they name;
         *     when any question has an error nothing is imported (400 QUESTION_IMPORT_HAS_ERRORS).
         */
        post: operations["import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/question/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reads an uploaded bank (a file uploaded with source `question-import`: the .xlsx template or
         *     a .docx paper, see the README) and answers every question found with its errors in Chinese;
         *     nothing is saved. 30 reads in 10 minutes per account.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["QuestionImportBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QuestionImportView"];
                    };
                };
                /** @description unreadable, no header, empty, more than 5 000 questions */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/question/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Files up to 500 of the caller's questions under a category (0: none); all or nothing. */
        post: operations["move_questions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/question/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The import template (.xlsx): the sheet 题目 with the columns 题型, 题干, 选项A–F, 正确答案,
         *     分值, 解析, 知识点, 难度, 标签, a sheet of notes and a sheet of examples.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 题库导入模板.xlsx */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/question/template/paper": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A sample Word paper (.docx) in the layout the import reads: numbered stems, 「A.」 options,
         *     「答案：」 and 「解析：」 lines, sections such as 「一、单选题（每题2分）」.
         */
        get: operations["sample_paper"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/question/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a question (exams that use it show the change). */
        put: operations["update_question"];
        post?: never;
        /** Deletes a question no exam uses. */
        delete: operations["delete_question"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every setting (administrators): the above and the login-throttling limits
         *     `loginFailuresPerAddress` (3–50, default 5), `loginFailuresPerAccount` (5–500, default 10) and
         *     `loginLockMinutes` (1–1440, default 15).
         */
        get: operations["all"];
        /**
         * Saves some settings: siteName (≤ 30), registrationNotice and paymentNote (≤ 5000),
         *     wechatAccount, wechatQr, alipayAccount, alipayQr, bankName, bankAccountName, bankAccount
         *     (≤ 500; QR values are uploaded files' URLs) and the three login limits (whole numbers in their
         *     ranges). A refused key or value saves nothing. Each changed value is recorded in the history.
         */
        put: operations["save"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/settings/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest 100 changes of the settings, newest first: key, from, to, by whom, when. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChangeView"][];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/study/course": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The courses whose study-hours report the caller may read (study:verify: every course; a
         *     teacher: their own), by name.
         */
        get: operations["report_courses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/study/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The study-hours report of a course: each enrolled learner (by username) with the sessions
         *     they started in the period, what those credited and discarded, and the attention checks
         *     passed and missed. study:verify reads every course's; course:manage a teacher's own.
         */
        get: operations["report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/study/report/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The study-hours report of a course as .xlsx (at most 20 000 learners; ID numbers masked). */
        get: operations["export_report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/study/report/learner/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One learner's sessions of the report's course and period: times, device, address, credit,
         *     attention checks and the time discarded by reason.
         */
        get: operations["learner_report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/study/session/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A study session for review (study:verify): its stills beside the application's photo and ID
         *     card, and the verdicts so far.
         */
        get: operations["review_sheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/study/session/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks an ended session 本人 or 非本人 (with a reason; required for 非本人). 非本人 is final: the
         *     session's credit is withdrawn and the learner is told.
         */
        post: operations["review"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of accounts (newest first; the built-in guest account is not listed). */
        get: operations["list_users"];
        put?: never;
        /** Creates an account ('用户添加成功' on the client). */
        post: operations["create_user"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/user/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["statistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/admin/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["user_detail"];
        /**
         * Edits an account; with only `id` and `password`, resets the password and ends the user's
         *     sessions.
         */
        put: operations["edit_user"];
        post?: never;
        /**
         * Deletes an account with its sessions, private files and learning data (409 for the caller's
         *     own account and the last administrator).
         */
        delete: operations["delete_user"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/announcement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's messages of every type, newest first. */
        get: operations["announcements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/announcement/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks every message of the caller read. */
        post: operations["read_all"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/announcement/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many messages the caller has not read (polled by the header every 2 s). */
        get: operations["unread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/announcement/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks one message read. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UnreadCount"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description 消息不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/certificate/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Checks a certificate by its serial number and the holder's full name (no login; every check
         *     is counted; 30 in 10 minutes per address). A wrong name is answered as an unknown number.
         */
        get: operations["verify_by_number"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/certificate/verify/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Checks a certificate by the token of its QR code (no login; counted; limited per address). */
        get: operations["verify_by_token"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/course": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Courses, newest first, each with the caller's enrolment status. */
        get: {
            parameters: {
                query?: {
                    /** @description Part of the course name. */
                    search?: string;
                    category?: string;
                    type?: components["schemas"]["CourseType"];
                    /** @description Only trial courses (publicCourse true). */
                    publicCourse?: boolean;
                    /** @description Zero-based page number (default 0); a page beyond any list is refused with 400. */
                    page?: number;
                    /** @description Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank). */
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CourseList"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/course/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Course categories with the number of courses in each. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CategoryList"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/course/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One course with the caller's status. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CourseView"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/course/{id}/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The published comments of a course (newest first, default 10), its rating summary and the
         *     caller's own comment.
         */
        get: operations["of_course"];
        /**
         * Saves the caller's comment on a course (a learner who studies it): the first one, or their
         *     one edited. One per learner per course.
         */
        put: operations["save_own"];
        post?: never;
        /** Deletes the caller's own comment on a course. */
        delete: operations["delete_own"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/course/{id}/section": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The course outline: sections in order, each with its items and the caller's progress. */
        get: operations["sections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/course/{id}/section/{sid}/item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The items of one section with the caller's progress. */
        get: operations["items"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/course/{id}/section/{sid}/item/{iid}/note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The learner's note on a lesson (empty when none). */
        get: operations["read_note"];
        /** Saves (or, when empty, clears) the learner's note on a lesson. */
        put: operations["save_note"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/course/{id}/section/{sid}/item/{iid}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The learner's progress on a lesson. Opening a lesson for the first time starts its clock: the
         *     furthest second watched may only grow as fast as time passes from here.
         */
        get: operations["read_progress"];
        /**
         * Saves the learner's progress. A timed lesson cannot claim more than could have been watched
         *     since the last save (422); progress never goes back and completion (at 90 %) sticks.
         */
        put: operations["save_progress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/dev/sms/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** SMS messages sent since start-up (dev mode only). */
        get: operations["outbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/dev/study/session/{id}/check-due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Makes a study session's next attention check due at its next credited heartbeat (dev mode
         *     only).
         */
        post: operations["check_due"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/distributor/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's dashboard for a period (default the last 30 days). */
        get: operations["own_dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/distributor/invite-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's invite codes with their all-time registrations. */
        get: operations["own_codes"];
        put?: never;
        /** A new invite code (at most 20 per distributor). */
        post: operations["own_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/distributor/invite-code/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Relabels, disables or enables one of the caller's codes (403 for another's). */
        put: operations["own_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/distributor/invite-code/{id}/qr.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The QR image of one of the caller's codes: the registration link on this site. */
        get: operations["own_qr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/distributor/learner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's attributed learners, newest first, with their courses. */
        get: operations["own_learners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/enrolment/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The option lists of the application form (one source for the wizard and the server's checks). */
        get: operations["options"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/enrolment/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The settings a signed-in user reads: the site name, the registration notice and the payment
         *     accounts the enrolment wizard shows.
         */
        get: operations["signed_in"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/enrolment/{course_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's application in a course: the draft (or what was submitted), the documents,
         *     the payment, the enrolment number and the timeline.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    course_id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApplicationView"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /**
         * Saves the draft (while not submitted, pending review or rejected); values are checked, the
         *     form may be incomplete.
         */
        put: operations["save_draft"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/enrolment/{course_id}/form.docx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's application form as a Word document, filled with the saved draft. */
        get: operations["own_document"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/enrolment/{course_id}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads the payment proof of an approved application (status 2). */
        post: operations["pay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/enrolment/{course_id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submits the application for review (status 1); the whole form and every document are needed. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    course_id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DraftBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApplicationView"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/exam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exams, latest start first, with status by the server's clock. */
        get: {
            parameters: {
                query?: {
                    /** @description all (default), started, ended or notStarted. */
                    status?: string;
                    /** @description Zero-based page number (default 0); a page beyond any list is refused with 400. */
                    page?: number;
                    /** @description Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank). */
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ExamList"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/exam/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's submitted exam records, newest first. */
        get: operations["records"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/exam/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The exam paper for a learner who may take it while it runs: questions without answers, in
         *     their own order with their own option letters once started (a drawn or shuffled exam has none
         *     before: 422).
         */
        get: operations["paper"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/exam/{id}/answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Saves the draft answer sheet (autosave). */
        put: operations["save_answers"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/exam/{id}/camera-consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller agreed to the exam's camera stills, and how long stills are kept. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ConsentView"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description 您无权参加该考试 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /**
         * The caller agrees to the exam's camera stills (what is taken, why, who sees them, how long
         *     they are kept, as the page showed): required before an exam that asks for them starts.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ConsentView"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description 您无权参加该考试 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/exam/{id}/event": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reports what happened on the exam page, recorded at the server's time on the open attempt
         *     (its conduct record, which the teacher sees beside the answers). Leaving — the page hidden,
         *     the window blurred, full screen left when the exam requires it — counts like an exit
         *     (reports within a second of the last counted one are the same leave); copy, paste and the context
         *     menu are recorded only.
         */
        post: operations["event"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/exam/{id}/exit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Counts one exit from the exam page (the learner opened another page); at the exam's limit
         *     (3 unless the exam sets another) the attempt is submitted with the saved draft.
         */
        post: operations["exit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/exam/{id}/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's record of an exam (one attempt: the latest submitted unless `attempt` names
         *     another) with every answer; correct answers and explanations as the exam's answerVisibility
         *     allows (after the exam closes, once graded, or never).
         */
        get: operations["record_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/exam/{id}/snapshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The still the caller's open attempt is due for now: at its start, then at random moments
         *     the server drew and reveals as each falls due (null: none now; the page asks again).
         */
        get: operations["due"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/exam/{id}/snapshot/{snapshot_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends the still the attempt was asked for: a file uploaded with source `exam-snapshot` (JPG,
         *     PNG or WEBP, at most 2 MB), each file once. Answers the still due next (null: none now).
         */
        post: operations["take"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/exam/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts the caller's next attempt, or resumes the open one. As many attempts as the exam
         *     allows (1 by default) and a teacher added for the caller, after the exam's wait between
         *     attempts, until the caller's result passes.
         */
        post: operations["start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/exam/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submits the answer sheet; objective questions are graded now, short answers wait for a
         *     teacher. Submitting again answers the same record.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SubmitBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RecordView"];
                    };
                };
                /** @description 答案格式错误 / 答案包含不存在的选项 / 单选题只能选择一个选项 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description 考试时间已结束 / 请先开始考试 */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/file/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads one file (multipart fields `file` and `source`). The body is streamed to disk; the
         *     type is recognised from the content and checked, with the size, against the source's policy.
         */
        post: operations["upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/file/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Deletes a file record (its owner or a file manager) unless it is in use (409); the bytes go
         *     when no other record keeps them.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/file/{id}/exists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a file the caller may read exists. */
        get: operations["exists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/file/{id}/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file's record. */
        get: operations["info"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/finance/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payments: proofs waiting for finance (oldest first), or confirmed ones. */
        get: operations["payment_queue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/finance/payment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One application as finance sees it (the same record as the reviewers'). */
        get: operations["payment_record"];
        /** Confirms a payment (→ 4, the enrolment number is issued) or refuses the proof with a reason. */
        put: operations["decide_payment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/finance/payment/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Marks the invoice of an enrolled application issued. */
        put: operations["issue_invoice"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/notice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The same inbox under the key `notices`. */
        get: operations["notices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/reviewer/material": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The submitted applications (material reviewers, finance read-only, administrators), pending
         *     ones oldest first.
         */
        get: operations["material_queue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/reviewer/material/{course_id}/record/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One application with the form, the documents and the timeline. */
        get: operations["material_record"];
        /**
         * Approves (→ 2) or rejects with a reason (→ 3) an application waiting for review. 409 when
         *     it is not waiting (any more): another reviewer decided first.
         */
        put: operations["decide_materials"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/reviewer/material/{course_id}/record/{id}/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Records (or corrects) the certificate issued to an enrolled learner who passed the exam; the
         *     learner is told. 409 when not enrolled, the exam not passed, or the number already used.
         */
        put: operations["issue_certificate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/reviewer/material/{course_id}/record/{id}/exam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Records that an enrolled learner passed the course's exam (examCompleted true), or withdraws
         *     it (false; refused once a certificate is issued). 409 when the learner is not enrolled (4).
         */
        put: operations["record_exam"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/reviewer/material/{course_id}/record/{id}/form.docx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A learner's application form as a Word document (the desks). */
        get: operations["record_document"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/reviewer/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How much work waits at each desk (the reviewer and finance homes). */
        get: operations["summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The settings anyone may read, before login: `siteName` (empty: the app's own name). */
        get: operations["site"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/sms/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a 6-digit code to a registered phone. */
        post: operations["send_code"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/sms/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks a code without using it up (forgot-password step 1). Wrong tries count toward the limit. */
        post: operations["verify_code"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/study/consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller consented to camera stills, and how long stills are kept. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ConsentView"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /**
         * The caller consents to camera stills (what is captured, why, who sees them, how long they
         *     are kept, as the page showed): required before studying a course with camera presence.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ConsentView"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/study/course/{id}/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the caller has been credited in a course, in all and by lesson, against the 学时 the
         *     course requires.
         */
        get: operations["credits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/study/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Opens a study session on a course the caller may study (enrolled, a trial course, or its
         *     author); the account's active session, if any, is taken over and earns no more.
         */
        post: operations["open"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/study/session/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's sessions with its ledger. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SessionDetail"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description 无权操作该学习记录 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/study/session/{id}/beat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reports the interval since the page's last heartbeat. The server credits at most the time
         *     since the session's last accepted heartbeat by its own clock, nothing while the page is
         *     hidden, unfocused, idle (text, image), paused (video, audio), too fast or the lesson complete.
         */
        post: operations["beat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/study/session/{id}/check/{check_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answers an attention check (「请点击继续学习」): in time, study goes on; late, the stretch since
         *     the last passed check is not credited and the session ends.
         */
        post: operations["answer_check"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/study/session/{id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the session (the learner leaves the lesson page). */
        post: operations["leave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/study/session/{id}/snapshot/{snapshot_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends the still the session's camera was asked for: a file uploaded with source `snapshot`
         *     (JPG, PNG or WEBP, at most 2 MB). Late, it is kept and the session earns again from now on.
         */
        post: operations["take_snapshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's profile. */
        get: operations["me"];
        /** Changes the caller's profile. Guests may not. */
        put: operations["update_me"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/user/career/referral": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own referrals, latest change first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OwnReferrals"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/user/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's certificates, newest first (shown under 我的证书 with the official look-up link). */
        get: operations["own_certificates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/user/certificate/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The certificate as a PDF (A4, the Chinese text in the font the server ships, the photo, the
         *     QR code of the verification link); its holder's own, valid ones.
         */
        get: operations["own_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/user/data-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything the platform holds about the caller as one .zip (说明.txt, data/<table>.json, files/);
         *     streamed. 5 an hour per account; guests may not. Recorded in the audit log.
         */
        get: operations["data_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/user/guest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Guest entry: a session of the built-in guest account (role guest). The client holds no credentials.
         *     The session lasts a day; at most 30 guest entries per client address in 10 minutes.
         */
        post: operations["guest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Logs in with username, phone or e-mail and password. Throttled per account and per address. */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/user/login/phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Logs in with a phone and an SMS code sent with purpose `login`. */
        post: operations["phone_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the caller's session. */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes the caller's password; the caller's other sessions end, this one stays. */
        post: operations["change_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/user/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new password with an SMS code sent with purpose `reset`; every session of the account ends. */
        post: operations["reset_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/user/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registers a learner (role student). */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes the caller's own account with its sessions, personal data and learning records. */
        delete: operations["delete_account"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The bytes of a file, with HTTP Range (206) support. Public files are open to all; private
         *     ones need the owner's or a reviewing staff member's token.
         */
        get: operations["serve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A new account as the administrator fills it in. */
        AdminUserBody: components["schemas"]["ProfileBody"] & {
            /** @description Optional; exactly 12 letters or digits. */
            inviteCode?: string | null;
            password?: string | null;
            permissions?: components["schemas"]["Permission"][];
            /** @description Role names; none given means guest (spec 001 §5). */
            roles?: string[] | null;
        };
        /**
         * @description An account for the administrator: the profile, roles, effective permissions and the ones
         *     appended to the user directly.
         */
        AdminUserDetail: components["schemas"]["UserView"] & {
            appendedPermissions: components["schemas"]["Permission"][];
        };
        /**
         * @description An edit of an account: every profile field (work unit and address required too), or only
         *     `id` and `password` to reset the password.
         */
        AdminUserEdit: components["schemas"]["ProfileBody"] & {
            /**
             * Format: int64
             * @description The id of the path, if sent.
             */
            id?: number | null;
            password?: string | null;
        };
        AdminUserList: {
            /** Format: int64 */
            totalCount: number;
            users: components["schemas"]["AdminUserRow"][];
        };
        /** @description A row of the user table (no ID card or address: the list does not need them). */
        AdminUserRow: {
            /** Format: int64 */
            createdAt: number;
            email?: string | null;
            /** Format: int64 */
            id: number;
            name?: string | null;
            phone?: string | null;
            /** @description Sorted by priority. */
            roles: string[];
            /** Format: int64 */
            updatedAt: number;
            username: string;
        };
        AnalysisSummary: {
            /**
             * Format: double
             * @description Cronbach's α (KR-20 for right/wrong questions) over the questions every attempt had;
             *     null below two such questions or without variance.
             */
            alpha?: number | null;
            alphaItems: number;
            /** @description Graded attempts that count (voided ones do not). */
            attempts: number;
            /** @description Attempts per tenth of the possible points (0–10 %, …, 90–100 %). */
            histogram: number[];
            /** Format: double */
            max: number;
            /** Format: double */
            mean: number;
            /** Format: double */
            median: number;
            /** Format: double */
            min: number;
            /**
             * Format: double
             * @description Share of attempts at or above the pass mark.
             */
            passRate: number;
            /** Format: int32 */
            passScore: number;
            /**
             * Format: double
             * @description Standard deviation of the totals.
             */
            sd: number;
            /** Format: int32 */
            totalScore: number;
        };
        AnnouncementList: {
            announcements: components["schemas"]["MessageView"][];
            /** Format: int64 */
            totalCount: number;
            /** Format: int64 */
            unreadCount: number;
        };
        /**
         * @description A learner's answer to one question: CHOICE `{selected:[labels]}`, JUDGE `{value:bool}`,
         *     FILL and SHORT `{text}`. Stored and sent in that shape.
         */
        Answer: {
            selected: string[];
        } | {
            value: boolean;
        } | {
            text: string;
        };
        /** @description One answer of a record with its grading. */
        AnswerDetail: {
            answer?: components["schemas"]["Answer"] | null;
            /** @description Scored automatically (objective question). */
            autoScored: boolean;
            comment?: string | null;
            content: string;
            /**
             * @description Null while the answers are hidden from the learner (see the exam's answerVisibility);
             *     staff always see it.
             */
            correctAnswer: unknown;
            /** @description Null while the answers are hidden from the learner. */
            explanation?: string | null;
            isMultiple: boolean;
            /** Format: int32 */
            maxScore: number;
            /** @description Label → text (choice questions). */
            options: {
                [key: string]: unknown;
            };
            /** Format: int64 */
            questionId: number;
            /**
             * Format: int64
             * @description Points earned; null while waiting for a teacher, or while hidden (`scoreHidden`).
             */
            score?: number | null;
            /**
             * @description The points and comment of an objective question are withheld with the correct answers
             *     (they would tell the key).
             */
            scoreHidden: boolean;
            type: components["schemas"]["QuestionType"];
        };
        /**
         * @description When a learner sees the correct answers and explanations of their sheet (staff always see
         *     them); the exam's author chooses. Stored and sent as `afterClose`, `afterGrading`, `never`.
         * @enum {string}
         */
        AnswerVisibility: "afterClose" | "afterGrading" | "never";
        AnswersBody: {
            /** @description Question id → CHOICE `{selected:[labels]}`, JUDGE `{value:bool}`, FILL / SHORT `{text}`, or null. */
            answers: unknown;
        };
        /** @description The application form of spec §3, every field a text (dates as YYYY-MM-DD). */
        ApplicationForm: {
            /** @default  */
            address: string;
            /** @default  */
            birth: string;
            /** @default  */
            certificateDate1: string;
            /** @default  */
            certificateGetType: string;
            /** @default  */
            certificateLevel1: string;
            /** @default  */
            certificateName1: string;
            /** @default  */
            certificateNo1: string;
            /** @default  */
            conductionCondition: string;
            /** @default  */
            declareCondition: string;
            /** @default  */
            eduMajor1: string;
            /** @default  */
            eduMajor2: string;
            /** @default  */
            eduMajor3: string;
            /** @default  */
            eduSchool1: string;
            /** @default  */
            eduSchool2: string;
            /** @default  */
            eduSchool3: string;
            /** @default  */
            eduTime1: string;
            /** @default  */
            eduTime2: string;
            /** @default  */
            eduTime3: string;
            /** @default  */
            eduType1: string;
            /** @default  */
            eduType2: string;
            /** @default  */
            eduType3: string;
            /** @default  */
            education: string;
            /** @default  */
            examCity: string;
            /** @default  */
            examDistrict: string;
            /** @default  */
            examPlace: string;
            /** @default [] */
            examSubject: string[];
            /** @default  */
            examType: string;
            /** @default  */
            gender: string;
            /** @default  */
            idNumber: string;
            /** @default  */
            idType: string;
            /** @default  */
            job: string;
            /** @default  */
            level: string;
            /** @default  */
            name: string;
            /** @default  */
            phone: string;
            /**
             * @description URL of the uploaded 1-inch photo (`/files/{sha256}`), empty when none.
             * @default
             */
            photo: string;
            /**
             * @description Year, month and day of the signature.
             * @default
             */
            signDate: string;
            /** @default  */
            signDay: string;
            /** @default  */
            signMonth: string;
            /** @default  */
            titleDate1: string;
            /** @default  */
            titleLevel1: string;
            /** @default  */
            titleName1: string;
            /** @default  */
            titleNo1: string;
            /** @default  */
            workCompany1: string;
            /** @default  */
            workCompany2: string;
            /** @default  */
            workCompany3: string;
            /** @default  */
            workContact1: string;
            /** @default  */
            workContact2: string;
            /** @default  */
            workContact3: string;
            /** @default  */
            workJob1: string;
            /** @default  */
            workJob2: string;
            /** @default  */
            workJob3: string;
            /** @default  */
            workTime1: string;
            /** @default  */
            workTime2: string;
            /** @default  */
            workTime3: string;
            /** @default  */
            workYear: string;
        };
        /** @description An application with everything the learner and the staff see of it. */
        ApplicationView: {
            certificate?: components["schemas"]["RecordCertificate"] | null;
            certificateIssued: boolean;
            /** Format: int64 */
            courseId: number;
            courseName: string;
            /** @description 0 certification class, 1 special-topic class. */
            courseType: components["schemas"]["CourseType"];
            documents: components["schemas"]["DocumentView"][];
            enrolmentNumber?: string | null;
            events: components["schemas"]["EventView"][];
            /** @description The learner passed the course's exam (graded at the pass mark, or recorded by staff). */
            examCompleted: boolean;
            /** Format: int64 */
            examCompletedAt?: number | null;
            /**
             * Format: int64
             * @description In fen.
             */
            fee: number;
            form: components["schemas"]["ApplicationForm"];
            /**
             * Format: int64
             * @description The application's id (null before the first save).
             */
            id?: number | null;
            invoiceIssued: boolean;
            issuedRegistrationCode: boolean;
            /** Format: int64 */
            paidAt?: number | null;
            paymentCompleted: boolean;
            paymentMethod?: components["schemas"]["PaymentMethod"] | null;
            paymentProof?: components["schemas"]["DocumentView"] | null;
            paymentReference?: string | null;
            /** @description Finance's reason when the last proof was refused. */
            paymentRefusal?: string | null;
            /** Format: int64 */
            paymentSubmittedAt?: number | null;
            /** @description The reviewer's reason of the last rejection. */
            reviewReason?: string | null;
            /** Format: int64 */
            reviewedAt?: number | null;
            status?: components["schemas"]["EnrolmentStatus"] | null;
            /** Format: int64 */
            submittedAt?: number | null;
            submittedMaterials: boolean;
            /**
             * Format: int64
             * @description The version of the application (milliseconds of its last change; null before the first
             *     save): a reviewer sends it back as the decision's `version`.
             */
            updatedAt?: number | null;
        };
        Attempt: {
            /** @description The saved draft, keyed by question id. */
            answers: {
                [key: string]: components["schemas"]["Answer"];
            };
            /**
             * Format: int32
             * @description The attempt's number (1 for the first).
             */
            attempt: number;
            /**
             * Format: int64
             * @description When answers stop being taken (ms); a short grace follows.
             */
            deadline: number;
            /** Format: int32 */
            exitCount: number;
            /** Format: int64 */
            startedAt: number;
            submitted: boolean;
        };
        Audience: {
            /** Format: int64 */
            courseId?: number | null;
            kind?: components["schemas"]["AudienceKind"] | null;
            role?: string | null;
            userIds?: number[] | null;
        };
        /**
         * @description Who a notice goes to: everyone, the holders of a role, a course's learners, chosen users.
         * @enum {string}
         */
        AudienceKind: "all" | "role" | "course" | "users";
        /** @description One change in the log. */
        AuditEntryView: {
            /** @description What was done, e.g. 材料审核通过. */
            action: string;
            /**
             * Format: int64
             * @description Who did it (null: the system, or a refused login by nobody known).
             */
            actorId?: number | null;
            /** @description Their name (else username) when they did it. */
            actorName?: string | null;
            /** @description The client address of the request. */
            address?: string | null;
            /** Format: int64 */
            at: number;
            from?: string | null;
            /** Format: int64 */
            id: number;
            kind: components["schemas"]["AuditKind"];
            object: components["schemas"]["AuditObject"];
            /** Format: int64 */
            objectId?: number | null;
            /** @description The object's name when it was done. */
            objectLabel: string;
            reason?: string | null;
            to?: string | null;
        };
        /**
         * @description What kind of change an entry records: the filter of the log.
         * @enum {string}
         */
        AuditKind: "login" | "loginFailed" | "account" | "access" | "enrolment" | "grading" | "certificate" | "study" | "setting" | "content" | "deletion" | "export";
        /**
         * @description What an entry's change is about.
         * @enum {string}
         */
        AuditObject: "user" | "role" | "application" | "course" | "section" | "lesson" | "exam" | "answerSheet" | "question" | "category" | "certificate" | "studySession" | "setting" | "class" | "position" | "referral" | "inviteCode" | "notice" | "comment" | "file";
        AuditPage: {
            entries: components["schemas"]["AuditEntryView"][];
            /** Format: int64 */
            totalCount: number;
        };
        AuthoredCourse: {
            course: components["schemas"]["CourseView"];
            sections: components["schemas"]["AuthoredSection"][];
        };
        AuthoredExam: {
            /**
             * Format: int64
             * @description Seconds a learner waits after an attempt before the next (attempts and the grading
             *     method are in `exam`).
             */
            attemptWait: number;
            /** @description Camera stills at the start of each attempt and at random moments (考试抓拍). */
            cameraRequired: boolean;
            exam: components["schemas"]["ExamView"];
            /**
             * Format: int32
             * @description The leaves that submit an attempt (0: none do).
             */
            exitLimit: number;
            /** @description A fixed paper's questions (none for a drawn one). */
            items: components["schemas"]["AuthoredExamItem"][];
            requireFullscreen: boolean;
            /** @description A drawn paper's rules (none for a fixed one). */
            rules: components["schemas"]["DrawRule"][];
            shuffleOptions: boolean;
            shuffleQuestions: boolean;
        };
        AuthoredExamItem: {
            question: components["schemas"]["QuestionView"];
            /** Format: int64 */
            questionId: number;
            /** Format: int32 */
            score: number;
        };
        AuthoredExams: {
            exams: components["schemas"]["ExamView"][];
            /** Format: int64 */
            totalCount: number;
        };
        AuthoredItem: {
            contents: unknown[];
            /** Format: double */
            duration?: number | null;
            /** Format: int64 */
            id: number;
            title: string;
            type: components["schemas"]["ItemType"];
        };
        AuthoredList: {
            courses: components["schemas"]["CourseView"][];
            /** Format: int64 */
            totalCount: number;
        };
        AuthoredSection: {
            /** Format: int64 */
            id: number;
            items: components["schemas"]["AuthoredItem"][];
            title: string;
        };
        /** @description What the page reports about the interval since its last heartbeat. */
        BeatBody: {
            /** @description The window had the focus. */
            focused?: boolean | null;
            /**
             * Format: int64
             * @description The lesson studied.
             */
            itemId?: number | null;
            /**
             * Format: int64
             * @description Milliseconds since the learner's last click, key, scroll or touch.
             */
            lastInputAgeMs?: number | null;
            /** @description The media was playing (video, audio). */
            playing?: boolean | null;
            /**
             * Format: double
             * @description The playback rate (1 = normal).
             */
            rate?: number | null;
            /**
             * Format: int64
             * @description 1, 2, 3…: increasing within the session.
             */
            seq?: number | null;
            /** @description The page was visible. */
            visible?: boolean | null;
        };
        /** @description What a heartbeat earned, and the attention check to answer if one is waiting. */
        BeatView: {
            /** @description False: a replayed or out-of-order heartbeat, nothing accounted. */
            accepted: boolean;
            check?: components["schemas"]["CheckView"] | null;
            /**
             * Format: int64
             * @description Credited by this heartbeat.
             */
            creditedMs: number;
            /** Format: int64 */
            lessonCreditedMs: number;
            /**
             * Format: int64
             * @description What the lesson can earn in all.
             */
            lessonFullMs: number;
            /** Format: int64 */
            sessionCreditedMs: number;
            snapshot?: components["schemas"]["SnapshotRequest"] | null;
            /** @description Every span of the interval with its reason (the credited one included). */
            spans: components["schemas"]["SpanView"][];
        };
        /** @description A learner and the course through which they qualify. */
        CandidateView: {
            certificateLevel?: string | null;
            certificateNumber?: string | null;
            /** Format: int64 */
            courseId: number;
            courseName: string;
            examCompleted: boolean;
            /** Format: int64 */
            lessonsDone: number;
            /** Format: int64 */
            lessonsTotal: number;
            name?: string | null;
            /** @description Masked: 138****0006. */
            phone?: string | null;
            /** Format: int64 */
            userId: number;
            username: string;
        };
        CandidatesPage: {
            candidates: components["schemas"]["CandidateView"][];
            /** Format: int64 */
            totalCount: number;
        };
        Category: {
            /** Format: int64 */
            count: number;
            name: string;
        };
        CategoryList: {
            categories: components["schemas"]["Category"][];
        };
        CenterFile: components["schemas"]["FileView"] & {
            /** @description Who uploaded it (name, else username); null when that account is gone. */
            uploader?: string | null;
            /** Format: int64 */
            uploaderId?: number | null;
            uses: components["schemas"]["UseView"][];
        };
        /** @description The certificate as the reviewer records it. */
        CertificateBody: {
            /** @description The issuing authority (1–100 characters). */
            authority?: string | null;
            /** @description The issue date, YYYY-MM-DD, not after today. */
            date?: string | null;
            /** @description One of 五级/初级工, 四级/中级工, 三级/高级工, 二级/技师, 一级/高级技师. */
            level?: string | null;
            /** @description 1–32 letters, digits or '-'; unique. */
            number?: string | null;
        };
        /**
         * @description What anyone may learn of a certificate: valid or revoked (when), the holder's name masked,
         *     what it certifies and who issued it when. Nothing else (no ID number, no phone, no photo).
         */
        CertificateCheck: {
            /** @description The issuing authority of the record, and the training organisation (the settings). */
            authority: string;
            course: string;
            /** @description The holder's name masked (张*三). */
            holder: string;
            /** @description YYYY-MM-DD. */
            issueDate: string;
            level: string;
            number: string;
            occupation: string;
            organisation: string;
            /** Format: int64 */
            revokedAt?: number | null;
            /** @description valid or revoked. */
            status: string;
        };
        /** @description A certificate issued for an enrolment, as its holder sees it. */
        CertificateView: {
            authority: string;
            /** Format: int64 */
            courseId: number;
            courseName: string;
            /** @description YYYY-MM-DD. */
            date: string;
            /**
             * Format: int64
             * @description The certificate's id (its PDF: `GET /user/certificate/{id}/pdf`).
             */
            id: number;
            /** Format: int64 */
            issuedAt: number;
            /** @description One of the five national levels (五级/初级工 … 一级/高级技师). */
            level: string;
            number: string;
            revokeReason?: string | null;
            /**
             * Format: int64
             * @description When it was revoked (null: valid), and why.
             */
            revokedAt?: number | null;
            /** @description The token of its public verification link (`/verify?t=…`). */
            token: string;
        };
        /** @description One change in the settings' history. */
        ChangeView: {
            /** Format: int64 */
            at: number;
            /** @description Who changed it (their name, else username); absent when that account is gone. */
            by?: string | null;
            from?: string | null;
            key: string;
            to: string;
        };
        /** @description An attention check waiting for the learner's answer. */
        CheckView: {
            /** Format: int32 */
            countdownSecs: number;
            /**
             * Format: int64
             * @description The server's time by which the answer must arrive.
             */
            deadline: number;
            /** Format: int64 */
            id: number;
        };
        City: {
            districts: string[];
            /** @description Without 市: examPlace is '广东省' + name + '市' + district. */
            name: string;
        };
        /** @description A class as staff write it (`courseId` only when it is opened). */
        ClassBody: {
            /**
             * Format: int32
             * @description 1–1000 learners.
             */
            capacity?: number | null;
            /** Format: int64 */
            courseId?: number | null;
            /** @description YYYY-MM-DD, not before `startsOn`. */
            endsOn?: string | null;
            /** @description 1–50 characters. */
            name?: string | null;
            /** @description 1–100 characters. */
            place?: string | null;
            /** @description YYYY-MM-DD. */
            startsOn?: string | null;
            /**
             * Format: int64
             * @description A staff account that holds course:manage; none leaves the class without a teacher.
             */
            teacherId?: number | null;
        };
        ClassCandidate: {
            name: string;
            /** @description Masked. */
            phone: string;
            /** @description The class of the course they are in already. */
            placedIn?: string | null;
            /**
             * Format: int32
             * @description The enrolment's status in the class's course, if any.
             */
            status?: number | null;
            /** Format: int64 */
            userId: number;
            username: string;
        };
        ClassCandidates: {
            learners: components["schemas"]["ClassCandidate"][];
        };
        ClassChoice: {
            /** Format: int64 */
            id: number;
            name: string;
        };
        ClassChoices: {
            /** @description Every course, newest first. */
            courses: components["schemas"]["ClassChoice"][];
            /** @description Every teacher (the head teacher of a class). */
            teachers: components["schemas"]["ClassChoice"][];
        };
        ClassDetailView: {
            class: components["schemas"]["ClassView"];
            /** @description ID numbers and phones are shown in full. */
            fullIdentity: boolean;
            members: components["schemas"]["ClassMemberView"][];
            /**
             * Format: int64
             * @description The course's required 学时.
             */
            requiredHours: number;
        };
        ClassEventView: {
            /** @description create | update | add | remove | export */
            action: string;
            actorName?: string | null;
            /** Format: int64 */
            at: number;
            detail?: string | null;
            /** Format: int64 */
            id: number;
            learnerName?: string | null;
        };
        ClassEvents: {
            events: components["schemas"]["ClassEventView"][];
        };
        ClassList: {
            classes: components["schemas"]["ClassView"][];
            /** Format: int64 */
            totalCount: number;
        };
        /** @description A learner of a class: who they are, how they stand in the course. */
        ClassMemberView: {
            /** Format: int64 */
            addedAt: number;
            /** Format: int64 */
            applicationId?: number | null;
            certificateNumber?: string | null;
            education: string;
            gender: string;
            /**
             * Format: int64
             * @description 学时 credited by the study ledger.
             */
            hours: number;
            /** @description In full for user:manage and material:review, else masked. */
            idCard: string;
            name: string;
            /** @description At an exam's pass mark, or recorded as passed by staff. */
            passed: boolean;
            /** @description In full for user:manage and material:review, else masked. */
            phone: string;
            /**
             * Format: int32
             * @description The best exam result of the course.
             */
            score?: number | null;
            /** @description application | search | import */
            source: string;
            /**
             * Format: int32
             * @description The enrolment's status in the class's course (1–4), none without an application.
             */
            status?: number | null;
            /** Format: int64 */
            userId: number;
            username: string;
            workUnit: string;
        };
        ClassMembersAdded: {
            /** @description Learners who joined (those in the class already are skipped). */
            added: number;
        };
        ClassMembersBody: {
            source?: components["schemas"]["ClassSource"] | null;
            /** @description The learners to add (1–1000). */
            userIds?: number[] | null;
        };
        /**
         * @description How a learner came into a class.
         * @enum {string}
         */
        ClassSource: "application" | "search" | "import";
        /** @description A class as the lists show it. */
        ClassView: {
            /** Format: int32 */
            capacity: number;
            /** Format: int64 */
            courseId: number;
            courseName: string;
            /** Format: int64 */
            createdAt: number;
            endsOn: string;
            /** Format: int64 */
            id: number;
            /**
             * Format: int64
             * @description Learners in it.
             */
            members: number;
            name: string;
            place: string;
            /** @description YYYY-MM-DD. */
            startsOn: string;
            /** Format: int64 */
            teacherId?: number | null;
            teacherName?: string | null;
        };
        CodeBody: {
            /** @description false disables the code (registrations with it are refused), true enables it again. */
            active?: boolean | null;
            /** @description What the code is for (a campaign, a partner), at most 30 characters; '' removes it. */
            label?: string | null;
        };
        CodeView: {
            active: boolean;
            /** Format: double */
            amountYuan: number;
            /** @description 12 characters, A–Z and 2–9 without I, O. */
            code: string;
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            disabledAt?: number | null;
            /** Format: int64 */
            id: number;
            label?: string | null;
            /** @description The registration path that prefills it (prefix the site's address). */
            link: string;
            /** Format: int64 */
            payments: number;
            /**
             * Format: int64
             * @description Registrations with it (all time; in the period on the dashboard).
             */
            registrations: number;
        };
        CodesView: {
            codes: components["schemas"]["CodeView"][];
        };
        /** @description What a learner sends: stars and text. */
        CommentBody: {
            /** @description Plain text, at most 500 characters. */
            content?: string | null;
            /**
             * Format: int64
             * @description 1–5.
             */
            rating?: number | null;
        };
        CommentDetail: {
            comment: components["schemas"]["OwnComment"];
            events: components["schemas"]["CommentEventView"][];
        };
        /** @description One moderation step. */
        CommentEventView: {
            /** @description hide, show, reply or delete. */
            action: string;
            /** @description The staff member's name (or username); null when the account is gone. */
            actor?: string | null;
            /** Format: int64 */
            actorId?: number | null;
            /** Format: int64 */
            at: number;
            fromStatus?: string | null;
            /** @description The reason (hide, delete) or the reply's text. */
            reason?: string | null;
            toStatus?: string | null;
        };
        ComparedView: components["schemas"]["Figures"] & {
            /** Format: int64 */
            activeCodes: number;
            /** Format: int64 */
            codes: number;
            name?: string | null;
            /** Format: int64 */
            userId: number;
            username: string;
        };
        ComparisonView: {
            distributors: components["schemas"]["ComparedView"][];
            period: components["schemas"]["PeriodView"];
            totals: components["schemas"]["Figures"];
        };
        ComposeBody: {
            audience?: components["schemas"]["Audience"] | null;
            content?: string | null;
            /** @description The fields of an exam or certificate notice (see MessageView.details). */
            details: unknown;
            title?: string | null;
            type?: components["schemas"]["MessageKind"] | null;
        };
        /** @description One event of an attempt's conduct record. */
        ConductEvent: {
            /**
             * Format: int64
             * @description The server's time (ms).
             */
            at: number;
            /** @description A teacher's decision: who (their name) and why. */
            by?: string | null;
            /** @description It counted as a leave toward the exam's limit. */
            counted: boolean;
            detail?: string | null;
            kind: components["schemas"]["EventKind"];
        };
        /** @description The learner's consent to camera stills. */
        ConsentView: {
            /**
             * Format: int64
             * @description When the learner consented; null: not yet.
             */
            consentedAt?: number | null;
            /**
             * Format: int64
             * @description How many days stills are kept before they are deleted (the setting).
             */
            retentionDays: number;
        };
        Content: {
            content: string;
            type: string;
        };
        CourseBody: {
            category?: string | null;
            /** @description A URL from the upload call (`/files/…`) or an http(s) URL. */
            cover?: string | null;
            description?: string | null;
            /**
             * Format: int64
             * @description Fee in fen.
             */
            fee?: number | null;
            name?: string | null;
            publicCourse?: boolean | null;
            /**
             * Format: int64
             * @description Administrators choose the teacher; a teacher's courses are always their own.
             */
            teacherId?: number | null;
            type?: components["schemas"]["CourseType"] | null;
        };
        CourseCenter: {
            courses: components["schemas"]["CourseStatsView"][];
            /** Format: int64 */
            totalCount: number;
            totals: components["schemas"]["CourseCenterTotals"];
        };
        CourseCenterTotals: {
            /** Format: int64 */
            courses: number;
            /** Format: int64 */
            learners: number;
            /**
             * Format: int64
             * @description Fen.
             */
            revenue: number;
        };
        CourseCommentsView: {
            /**
             * Format: double
             * @description Average of the published ratings to one decimal; null without any.
             */
            average?: number | null;
            comments: components["schemas"]["PublicComment"][];
            /** @description Published ratings per star count: [1 star, …, 5 stars]. */
            distribution: number[];
            /** @description Whether the caller may comment (a learner who studies the course). */
            mayComment: boolean;
            mine?: components["schemas"]["OwnComment"] | null;
            /**
             * Format: int64
             * @description How many published ratings.
             */
            ratingCount: number;
            /** Format: int64 */
            totalCount: number;
        };
        CourseList: {
            courses: components["schemas"]["CourseView"][];
            /** Format: int64 */
            totalCount: number;
        };
        /** @description A message to some or all learners of a course. */
        CourseMessageBody: {
            /** @description 1–2000 characters, plain text. */
            content?: string | null;
            /** Format: int64 */
            courseId?: number | null;
            /** @description 1–50 characters. */
            title?: string | null;
            /** @description The learners to tell; left out or null: every learner of the course. */
            userIds?: number[] | null;
        };
        CourseRef: {
            /** Format: int64 */
            id: number;
            name: string;
        };
        CourseStatsView: {
            /**
             * Format: int64
             * @description The enrolled learners' average completion, in percent.
             */
            averageProgress: number;
            /**
             * Format: int64
             * @description Enrolled learners who finished every lesson, in percent of the enrolled.
             */
            completionRate: number;
            cover?: string | null;
            /** Format: int64 */
            createdAt: number;
            /**
             * Format: int64
             * @description Fen.
             */
            fee: number;
            /** Format: int64 */
            id: number;
            learners: components["schemas"]["LearnerCounts"];
            name: string;
            /** Format: int64 */
            paidCount: number;
            /** Format: double */
            rating?: number | null;
            /** Format: int64 */
            ratingCount: number;
            /**
             * Format: int64
             * @description Fen: the payments the finance desk confirmed.
             */
            revenue: number;
            /** Format: int64 */
            teacherId?: number | null;
            teacherName?: string | null;
            /** @description 0 certification class, 1 special-topic class. */
            type: components["schemas"]["CourseType"];
        };
        /**
         * @description 0 certification class (认证班), 1 special-topic class (专题班).
         * @enum {integer}
         */
        CourseType: 0 | 1;
        /** @description A course as learners see it. */
        CourseView: {
            category: string;
            cover?: string | null;
            /** Format: int64 */
            createdAt: number;
            /**
             * @description The 学时 the caller has been credited in the course (the study ledger; tenths rounded
             *     down, "2.5"), for a learner who studies a course that requires 学时; null otherwise.
             */
            creditedPeriods?: string | null;
            description?: string | null;
            /**
             * Format: int64
             * @description Fee in fen (integer); the UI shows yuan.
             */
            fee: number;
            /** Format: int64 */
            id: number;
            name: string;
            publicCourse: boolean;
            /**
             * Format: double
             * @description Average of the published ratings (1–5, one decimal); null without any.
             */
            rating?: number | null;
            /**
             * Format: int64
             * @description How many published ratings.
             */
            ratingCount: number;
            /**
             * Format: int32
             * @description 学时 the course requires (0: none).
             */
            requiredPeriods: number;
            reviewedResult?: components["schemas"]["ReviewedResult"] | null;
            /** @description The caller has filed an application for the course (the spec spells it so). */
            singup: boolean;
            status?: components["schemas"]["EnrolmentStatus"] | null;
            /** Format: int64 */
            teacherId?: number | null;
            teacherName?: string | null;
            /** @description 0 certification class, 1 special-topic class. */
            type: components["schemas"]["CourseType"];
            /** Format: int64 */
            updatedAt: number;
        };
        Creator: {
            /** Format: int64 */
            id: number;
            username: string;
        };
        /** @description The learner's 学时 in a course against its requirement. */
        CreditsView: {
            /** Format: int64 */
            creditedMs: number;
            lessons: components["schemas"]["LessonCredit"][];
            /** @description 学时 still missing, tenths rounded up; null when the requirement is met. */
            missingPeriods?: string | null;
            /**
             * Format: int64
             * @description The length of one 学时 in minutes.
             */
            periodMinutes: number;
            /**
             * Format: int32
             * @description 学时 the course requires (0: none).
             */
            requiredPeriods: number;
        };
        DashboardView: {
            /** @description Every code of the distributor with its figures in the period. */
            codes: components["schemas"]["CodeView"][];
            /** @description Per course, most enrolments first. */
            courses: components["schemas"]["DistributorCourse"][];
            /** @description Every day of the period, zeros included. */
            daily: components["schemas"]["DayView"][];
            /** @description Enrolments made in the period, by status. */
            enrolments: components["schemas"]["StatusCount"][];
            /** @description Of the learners registered in the period. */
            funnel: components["schemas"]["FunnelStage"][];
            /**
             * Format: int64
             * @description Exams passed in the period.
             */
            passed: number;
            /** @description Payments the finance desk confirmed in the period. */
            payments: components["schemas"]["Payments"];
            period: components["schemas"]["PeriodView"];
            /**
             * Format: int64
             * @description Attributed learners registered in the period.
             */
            registrations: number;
        };
        DayView: {
            /** Format: double */
            amountYuan: number;
            date: string;
            /** Format: int64 */
            enrolments: number;
            /** Format: int64 */
            payments: number;
            /** Format: int64 */
            registrations: number;
        };
        /**
         * @description A desk's decision: materials approve / reject, payments confirm / refuse.
         * @enum {string}
         */
        Decision: "approve" | "reject" | "confirm" | "refuse";
        /** @description A reviewer's or finance's decision. */
        DecisionBody: {
            /** @description Required when rejecting or refusing; shown to the learner. */
            reason?: string | null;
            result?: components["schemas"]["Decision"] | null;
            /**
             * Format: int64
             * @description The application's `updatedAt` as the reviewer loaded it: when the learner has changed it
             *     since, the decision is refused (409) so that nobody approves what they have not seen.
             */
            version?: number | null;
        };
        DeskSummary: {
            /**
             * Format: int64
             * @description Applications waiting for the material reviewers.
             */
            materialsWaiting: number;
            /**
             * Format: int64
             * @description Payment proofs waiting for finance.
             */
            paymentsWaiting: number;
        };
        DistributorCourse: {
            /** Format: double */
            amountYuan: number;
            /** Format: int64 */
            courseId: number;
            courseName: string;
            /** Format: int64 */
            enrolments: number;
            /** Format: int64 */
            payments: number;
        };
        DocumentSlotView: {
            label: string;
            name: string;
            /** @description Accepted content types. */
            types: string[];
        };
        /** @description A document of an application as the API shows it (private file: the owner and staff read it). */
        DocumentView: {
            /** Format: int64 */
            fileId: number;
            label: string;
            name: string;
            /** Format: int64 */
            size: number;
            slot: string;
            type: string;
            url: string;
        };
        /**
         * @description A draft or a submission: the form and the documents by slot (file ids); a part left out
         *     keeps what was saved.
         */
        DraftBody: {
            /** @description Slot name (declaration, workingProof, idFront, idBack, educationCert, photo) → file id. */
            documents?: {
                [key: string]: number;
            } | null;
            form?: components["schemas"]["ApplicationForm"] | null;
        };
        /** @description "10 single-choice questions from 知识点 X of difficulty 中, 5 分 each". */
        DrawRule: {
            /**
             * Format: int64
             * @description From this 知识点 and those under it; left out: any.
             */
            categoryId?: number | null;
            /**
             * Format: int32
             * @description How many questions (1–200).
             */
            count: number;
            /**
             * Format: int32
             * @description 1 易, 2 中, 3 难; left out: any.
             */
            difficulty?: number | null;
            /** @description A choice rule: single (false) or multiple (true) choice; left out: either. */
            multiple?: boolean | null;
            /**
             * Format: int32
             * @description Points of each (1–100).
             */
            score: number;
            type: components["schemas"]["QuestionType"];
        };
        EnrolmentOptions: {
            certificateGetTypes: string[];
            /** @description The documents of a certification class (type 0) and of a special class (type 1). */
            certificationDocuments: components["schemas"]["DocumentSlotView"][];
            cities: components["schemas"]["City"][];
            examSubjects: string[];
            examTypes: string[];
            genders: string[];
            idTypes: string[];
            levels: components["schemas"]["Level"][];
            paymentMethods: components["schemas"]["PaymentMethod"][];
            /** @description The fields the download and the submission need, as [field, label]. */
            required: string[][];
            specialDocuments: components["schemas"]["DocumentSlotView"][];
        };
        /**
         * @description 1 pending review, 2 approved (pay), 3 rejected, 4 enrolled (may study).
         * @enum {integer}
         */
        EnrolmentStatus: 1 | 2 | 3 | 4;
        ErrorAnswer: {
            code: number;
            data?: {
                /** @description field → ErrorCode */
                codes?: {
                    [key: string]: string;
                };
                /** @description field → Chinese text */
                fields?: {
                    [key: string]: string;
                };
                /** @description values of the {name}s in the text */
                params?: {
                    [key: string]: string;
                };
                /** @description seconds (429) */
                retryAfter?: number;
            };
            error: components["schemas"]["ErrorCode"];
            message: string;
        };
        /**
         * @description The machine code of a refusal (see server/src/refusals.rs for the Chinese texts).
         * @enum {string}
         */
        ErrorCode: "REQUEST_INVALID" | "BODY_MALFORMED" | "BODY_TOO_LARGE" | "QUERY_MALFORMED" | "PAGE_INVALID" | "TEXT_CONTROL_CHARACTER" | "TEXT_TOO_LONG" | "NOT_FOUND" | "API_NOT_FOUND" | "INTERNAL" | "LOGIN_REQUIRED" | "SESSION_EXPIRED" | "FORBIDDEN" | "GUEST_FORBIDDEN" | "LOGIN_THROTTLED" | "SMS_THROTTLED" | "REGISTER_THROTTLED" | "PHONE_LOOKUP_THROTTLED" | "GUEST_THROTTLED" | "LOGIN_FAILED" | "LOGIN_USERNAME_REQUIRED" | "LOGIN_PASSWORD_REQUIRED" | "USERNAME_REQUIRED" | "USERNAME_LENGTH" | "USERNAME_LOOKS_LIKE_CONTACT" | "USERNAME_AND_NAME_REQUIRED" | "USERNAME_TAKEN" | "PHONE_REQUIRED" | "PHONE_REQUIRED_FORGOT" | "PHONE_INVALID" | "PHONE_INVALID_PROFILE" | "PHONE_TAKEN" | "PHONE_NOT_REGISTERED" | "EMAIL_REQUIRED" | "EMAIL_INVALID" | "EMAIL_INVALID_PROFILE" | "EMAIL_TAKEN" | "PASSWORD_REQUIRED" | "PASSWORD_WEAK" | "PASSWORD_CURRENT_REQUIRED" | "PASSWORD_CURRENT_TOO_SHORT" | "PASSWORD_NEW_REQUIRED" | "PASSWORD_NEW_REQUIRED_RESET" | "PASSWORD_NEW_TOO_SHORT" | "PASSWORD_NEW_TOO_LONG" | "PASSWORD_NEW_WEAK" | "PASSWORD_NEW_SAME" | "PASSWORD_CHANGE_FAILED" | "INVITE_CODE_LENGTH" | "INVITE_CODE_INVALID" | "ID_CARD_INVALID" | "BIRTH_DATE_INVALID" | "GENDER_INVALID" | "EDUCATION_REQUIRED" | "EDUCATION_INVALID" | "DEGREE_REQUIRED" | "DEGREE_INVALID" | "WORK_EXPERIENCE_INVALID" | "ROLE_NOT_FOUND" | "NAME_REQUIRED" | "ID_CARD_REQUIRED" | "ID_CARD_FORMAT" | "BIRTH_IN_FUTURE" | "WORK_UNIT_REQUIRED" | "ADDRESS_REQUIRED" | "WORK_EXPERIENCE_NEGATIVE" | "PASSWORD_AT_LEAST_TEN" | "INVITE_CODE_LENGTH_ADMIN" | "PERMISSIONS_REQUIRED" | "PERMISSION_NOT_FOUND" | "ROLES_EMPTY" | "ROLE_NAME_REQUIRED" | "ROLE_NAME_INVALID" | "ROLE_NAME_TAKEN" | "ROLE_BUILTIN_FIXED" | "ROLE_ADMIN_FIXED" | "ROLE_LAST_OF_USERS" | "USER_NOT_FOUND" | "USER_DELETE_SELF" | "ADMIN_DEMOTE_SELF" | "LAST_ADMIN" | "DELEGATION_OWN_ACCESS" | "DELEGATION_ADMIN_ONLY" | "DELEGATION_NOT_HELD" | "DELEGATION_OUTRANKED" | "ACCOUNT_NOT_OWN" | "SMS_CODE_REQUIRED" | "SMS_CODE_WRONG" | "SMS_CODE_EXPIRED" | "SMS_CODE_USED_UP" | "SMS_CODE_NOT_SENT" | "FILE_NOT_FOUND" | "FILE_MISSING" | "FILE_EMPTY" | "FILE_TOO_LARGE" | "IMAGE_TOO_LARGE" | "FILE_QUOTA_EXCEEDED" | "FILE_TOO_LARGE_MAX" | "FILE_TYPE_UNSUPPORTED" | "FILE_SOURCE_INVALID" | "FILE_UPLOAD_MALFORMED" | "FILE_UPLOAD_FORBIDDEN" | "FILE_DELETE_FORBIDDEN" | "FILE_READ_FORBIDDEN" | "FILE_IN_USE" | "COURSE_NOT_FOUND" | "COURSE_NOT_OWN" | "COURSE_NAME_REQUIRED" | "COURSE_NAME_TOO_LONG" | "COURSE_CATEGORY_REQUIRED" | "COURSE_CATEGORY_TOO_LONG" | "COURSE_TYPE_INVALID" | "COURSE_FEE_NEGATIVE" | "COVER_INVALID" | "COURSE_DESCRIPTION_TOO_LONG" | "TEACHER_NOT_FOUND" | "COURSE_HAS_EXAMS" | "SECTION_NOT_FOUND" | "SECTION_TITLE_REQUIRED" | "SECTION_TITLE_TOO_LONG" | "SECTION_ORDER_INCOMPLETE" | "ITEM_NOT_FOUND" | "ITEM_TITLE_REQUIRED" | "ITEM_TITLE_TOO_LONG" | "ITEM_TYPE_INVALID" | "ITEM_CONTENT_REQUIRED" | "ITEM_CONTENT_TOO_LONG" | "ITEM_FILE_REQUIRED" | "ITEM_DURATION_INVALID" | "ITEM_DURATION_REQUIRED" | "ITEM_ORDER_INCOMPLETE" | "STUDY_NOT_ALLOWED" | "PROGRESS_INVALID" | "PROGRESS_AHEAD_OF_CLOCK" | "STUDY_SESSION_NOT_FOUND" | "STUDY_SESSION_NOT_OWN" | "STUDY_BEAT_INVALID" | "STUDY_SUPERSEDED" | "STUDY_CHECK_MISSED" | "STUDY_SESSION_ENDED" | "STUDY_CHECK_NOT_FOUND" | "STUDY_RULE_RANGE" | "STUDY_CHECK_RANGE_ORDER" | "STUDY_HOURS_MISSING" | "STUDY_REPORT_COURSE_REQUIRED" | "STUDY_REPORT_NOT_OWN" | "STUDY_SNAPSHOT_RANGE_ORDER" | "STUDY_CAMERA_CONSENT_REQUIRED" | "STUDY_SNAPSHOT_NOT_FOUND" | "STUDY_SNAPSHOT_FILE_INVALID" | "STUDY_VERDICT_INVALID" | "STUDY_VERDICT_REASON_REQUIRED" | "STUDY_VERDICT_REASON_TOO_LONG" | "STUDY_VERDICT_FINAL" | "STUDY_VERDICT_SAME" | "STUDY_VERDICT_ACTIVE" | "NOTE_TOO_LONG" | "NOTE_ITEM_NOT_FOUND" | "QUESTION_NOT_FOUND" | "QUESTION_NOT_OWN" | "QUESTION_TYPE_INVALID" | "QUESTION_CONTENT_REQUIRED" | "QUESTION_CONTENT_TOO_LONG" | "QUESTION_OPTION_LABEL_INVALID" | "QUESTION_OPTIONS_TOO_FEW" | "QUESTION_ANSWER_REQUIRED" | "QUESTION_ANSWER_NOT_AN_OPTION" | "QUESTION_SINGLE_CHOICE_ONE_ANSWER" | "QUESTION_REFERENCE_REQUIRED" | "QUESTION_SCORE_RANGE" | "QUESTION_IN_USE" | "QUESTION_TAG_TOO_LONG" | "QUESTION_TAGS_TOO_MANY" | "QUESTION_DIFFICULTY_INVALID" | "QUESTION_MOVE_EMPTY" | "QUESTION_MOVE_TOO_MANY" | "CATEGORY_NOT_FOUND" | "CATEGORY_NOT_OWN" | "CATEGORY_NAME_REQUIRED" | "CATEGORY_NAME_TOO_LONG" | "CATEGORY_NAME_INVALID" | "CATEGORY_NAME_TAKEN" | "CATEGORY_PARENT_CIRCULAR" | "CATEGORY_TOO_DEEP" | "CATEGORY_IN_USE" | "QUESTION_IMPORT_FILE_INVALID" | "QUESTION_IMPORT_SOURCE" | "QUESTION_IMPORT_NO_HEADER" | "QUESTION_IMPORT_EMPTY" | "QUESTION_IMPORT_TOO_MANY" | "QUESTION_IMPORT_TYPE_UNKNOWN" | "QUESTION_IMPORT_JUDGEMENT" | "QUESTION_IMPORT_HAS_ERRORS" | "QUESTION_IMPORT_THROTTLED" | "EXAM_RULE_COUNT_RANGE" | "EXAM_POOL_TOO_SMALL" | "EXAM_RULES_TOO_MANY" | "EXAM_NOT_FOUND" | "EXAM_NOT_OWN" | "EXAM_TITLE_REQUIRED" | "EXAM_TITLE_TOO_LONG" | "EXAM_DURATION_RANGE" | "EXAM_END_BEFORE_START" | "EXAM_TIMES_INCOMPLETE" | "EXAM_COURSE_NOT_OWN" | "EXAM_ITEMS_REQUIRED" | "EXAM_QUESTION_NOT_OWN" | "EXAM_QUESTION_REPEATED" | "EXAM_ANSWER_VISIBILITY_INVALID" | "EXAM_PASS_SCORE_RANGE" | "CERTIFICATE_NOT_ENROLLED" | "CERTIFICATE_EXAM_NOT_PASSED" | "CERTIFICATE_ISSUED_KEEPS_EXAM" | "CERTIFICATE_NUMBER_REQUIRED" | "CERTIFICATE_NUMBER_INVALID" | "CERTIFICATE_NUMBER_TAKEN" | "CERTIFICATE_LEVEL_INVALID" | "CERTIFICATE_DATE_INVALID" | "CERTIFICATE_AUTHORITY_REQUIRED" | "CERTIFICATE_NOT_FOUND" | "CERTIFICATE_NOT_OWN" | "CERTIFICATE_REVOKED" | "CERTIFICATE_REISSUE_NEEDS_MANAGER" | "CERTIFICATE_REVOKE_REASON_REQUIRED" | "CERTIFICATE_VERIFY_NOT_FOUND" | "CERTIFICATE_VERIFY_QUERY_REQUIRED" | "CERTIFICATE_VERIFY_THROTTLED" | "EXAM_COMPLETED_REQUIRED" | "CLASS_NOT_FOUND" | "CLASS_NOT_OWN" | "CLASS_COURSE_REQUIRED" | "CLASS_NAME_REQUIRED" | "CLASS_DATE_INVALID" | "CLASS_DATES_ORDER" | "CLASS_PLACE_REQUIRED" | "CLASS_CAPACITY_INVALID" | "CLASS_CAPACITY_BELOW_MEMBERS" | "CLASS_TEACHER_INVALID" | "CLASS_NOT_EMPTY" | "CLASS_MEMBERS_COUNT" | "CLASS_LEARNER_INVALID" | "CLASS_LEARNER_PLACED" | "CLASS_FULL" | "CLASS_MEMBER_NOT_FOUND" | "AUDIT_DATE_INVALID" | "AUDIT_DATES_REVERSED" | "AUDIT_KIND_INVALID" | "PERSONAL_DATA_THROTTLED" | "IMPORT_NAME_LENGTH" | "IMPORT_ID_CHECK_DIGIT" | "IMPORT_ID_BIRTH_DATE" | "IMPORT_GENDER_MISMATCH" | "IMPORT_DUPLICATE_IN_FILE" | "IMPORT_PHONE_TAKEN" | "IMPORT_ID_CARD_TAKEN" | "IMPORT_EMAIL_TAKEN" | "IMPORT_FILE_SOURCE" | "IMPORT_FILE_INVALID" | "IMPORT_NO_HEADER" | "IMPORT_EMPTY" | "IMPORT_TOO_MANY" | "IMPORT_HAS_ERRORS" | "IMPORT_STATUS_INVALID" | "IMPORT_STATUS_FORBIDDEN" | "IMPORT_CLASS_COURSE_MISMATCH" | "IMPORT_TARGET_FORBIDDEN" | "IMPORT_DELIVERY_INVALID" | "IMPORT_THROTTLED" | "IMPORT_NOT_FOUND" | "PASSWORD_CHANGE_REQUIRED" | "PROGRESS_NOT_OWN" | "ENROL_STATUS_INVALID" | "SORT_ORDER_INVALID" | "PROGRESS_LEARNER_NOT_FOUND" | "COURSE_MESSAGE_TITLE" | "COURSE_MESSAGE_CONTENT" | "COURSE_MESSAGE_NOT_LEARNER" | "COURSE_MESSAGE_NO_LEARNERS" | "EXAM_STATUS_INVALID" | "EXAM_NOT_ALLOWED" | "EXAM_NOT_STARTED" | "EXAM_ENDED" | "EXAM_TIME_UP" | "EXAM_ALREADY_SUBMITTED" | "EXAM_ATTEMPT_NOT_STARTED" | "EXAM_ALREADY_PASSED" | "EXAM_ATTEMPT_WAIT" | "EXAM_ATTEMPTS_RANGE" | "EXAM_GRADING_METHOD_INVALID" | "EXAM_ATTEMPT_WAIT_RANGE" | "OVERRIDE_EXTRA_TIME_RANGE" | "OVERRIDE_EXTRA_ATTEMPTS_RANGE" | "OVERRIDE_WINDOW_INVALID" | "OVERRIDE_EMPTY" | "OVERRIDE_REASON_REQUIRED" | "OVERRIDE_LEARNER_NOT_FOUND" | "OVERRIDE_NOT_FOUND" | "EXAM_EVENT_INVALID" | "EXAM_CAMERA_CONSENT_REQUIRED" | "EXAM_SNAPSHOT_NOT_FOUND" | "EXAM_SNAPSHOT_FILE_INVALID" | "EXAM_EXIT_LIMIT_RANGE" | "SHEET_VOID_REASON_REQUIRED" | "SHEET_ALREADY_VOID" | "SHEET_NOT_LATEST" | "EXAM_ANSWER_FOREIGN_QUESTION" | "EXAM_ANSWER_MALFORMED" | "EXAM_ANSWER_NOT_AN_OPTION" | "EXAM_ANSWER_SINGLE_CHOICE" | "EXAM_RECORD_NOT_FOUND" | "SHEET_NOT_FOUND" | "SHEET_NOT_OWN" | "GRADE_QUESTION_FOREIGN" | "GRADE_SCORE_REQUIRED" | "GRADE_SCORE_RANGE" | "GRADE_COMMENT_TOO_LONG" | "MESSAGE_NOT_FOUND" | "MESSAGE_TYPE_INVALID" | "MESSAGE_TITLE_REQUIRED" | "MESSAGE_TITLE_TOO_LONG" | "MESSAGE_CONTENT_REQUIRED" | "MESSAGE_CONTENT_TOO_LONG" | "MESSAGE_DETAILS_MISSING" | "AUDIENCE_ROLE_REQUIRED" | "AUDIENCE_COURSE_REQUIRED" | "AUDIENCE_USERS_REQUIRED" | "AUDIENCE_INVALID" | "ENROL_NOT_FOUND" | "ENROL_NOT_STARTED" | "ENROL_FORM_INCOMPLETE" | "ENROL_OPTION_INVALID" | "ENROL_EXAM_PLACE_INVALID" | "ENROL_DOCUMENT_MISSING" | "ENROL_DOCUMENT_TYPE" | "ENROL_DOCUMENT_TYPE_ACCEPTS" | "ENROL_DOCUMENT_NOT_OWN" | "ENROL_DOCUMENT_UNKNOWN" | "ENROL_NOT_EDITABLE" | "ENROL_NOT_PENDING" | "ENROL_CHANGED_SINCE_LOADED" | "ENROL_DECIDED_ELSEWHERE" | "ENROL_DECISION_INVALID" | "ENROL_REASON_REQUIRED" | "PAYMENT_NOT_DUE" | "PAYMENT_METHOD_INVALID" | "PAYMENT_PROOF_REQUIRED" | "PAYMENT_REFERENCE_REQUIRED" | "PAYMENT_NOT_SUBMITTED" | "INVOICE_NOT_PAID" | "SETTING_UNKNOWN" | "COMMENT_NOT_FOUND" | "COMMENT_NOT_ALLOWED" | "COMMENT_NOT_OWN" | "COMMENT_RATING_RANGE" | "COMMENT_CONTENT_REQUIRED" | "COMMENT_CONTENT_TOO_LONG" | "COMMENT_REPLY_TOO_LONG" | "COMMENT_STATUS_INVALID" | "COMMENT_REASON_REQUIRED" | "COMMENT_CHANGED_ELSEWHERE" | "SETTING_NUMBER_RANGE" | "INVITE_CODE_UNKNOWN" | "INVITE_LABEL_TOO_LONG" | "INVITE_CODES_FULL" | "INVITE_CODE_NOT_OWN" | "INVITE_CODE_NOT_FOUND" | "DISTRIBUTOR_NOT_FOUND" | "PERIOD_INVALID" | "CAREER_COMPANY_REQUIRED" | "CAREER_COMPANY_TOO_LONG" | "CAREER_TITLE_REQUIRED" | "CAREER_TITLE_TOO_LONG" | "CAREER_CITY_REQUIRED" | "CAREER_CITY_TOO_LONG" | "CAREER_SALARY_RANGE" | "CAREER_SALARY_ORDER" | "CAREER_REQUIREMENTS_TOO_LONG" | "CAREER_CONTACT_REQUIRED" | "CAREER_CONTACT_TOO_LONG" | "CAREER_POSITION_STATUS_INVALID" | "CAREER_POSITION_REQUIRED" | "CAREER_POSITION_NOT_FOUND" | "CAREER_POSITION_IN_USE" | "CAREER_POSITION_CLOSED" | "CAREER_LEARNER_REQUIRED" | "CAREER_NOT_QUALIFIED" | "CAREER_REFERRAL_TAKEN" | "CAREER_REFERRAL_NOT_FOUND" | "CAREER_NOTES_TOO_LONG" | "CAREER_STATUS_INVALID" | "CAREER_STATUS_MOVE" | "CAREER_CHANGED_ELSEWHERE" | "CONFLICT";
        EventBody: {
            /** @description exit, hidden, blur, fullscreenExit, copy, paste or contextMenu. */
            kind: components["schemas"]["EventKind"];
        };
        /**
         * @description What happened during an attempt.
         * @enum {string}
         */
        EventKind: "exit" | "hidden" | "blur" | "fullscreenExit" | "copy" | "paste" | "contextMenu" | "cameraOff" | "voided" | "reopened";
        /** @description One step of the audit trail. */
        EventView: {
            /** @description submit, approve, reject, pay, confirmPayment, refusePayment or issueInvoice. */
            action: string;
            /** @description The actor's name (the learner, or the staff member's name or username). */
            actor?: string | null;
            /** Format: int64 */
            at: number;
            fromStatus?: components["schemas"]["EnrolmentStatus"] | null;
            reason?: string | null;
            toStatus?: components["schemas"]["EnrolmentStatus"] | null;
        };
        ExamAnalysis: {
            items: components["schemas"]["ItemAnalysis"][];
            summary: components["schemas"]["AnalysisSummary"];
        };
        ExamBody: {
            answerVisibility?: components["schemas"]["AnswerVisibility"] | null;
            /**
             * Format: int64
             * @description Seconds a learner waits after an attempt before the next, 0–604800 (default 0; left out
             *     when updating: unchanged).
             */
            attemptWait?: number | null;
            /**
             * Format: int32
             * @description Attempts each learner has, 1–20 (default 1; left out when updating: unchanged).
             */
            attemptsAllowed?: number | null;
            /**
             * @description Camera stills at the start of each attempt and at random moments, with the learner's
             *     consent (default false; left out when updating: unchanged).
             */
            cameraRequired?: boolean | null;
            /**
             * Format: int64
             * @description Learners of this course (status 4) may take it; null: every learner.
             */
            courseId?: number | null;
            cover?: string | null;
            description?: string | null;
            /**
             * Format: int64
             * @description Seconds (default 7200).
             */
            duration?: number | null;
            /**
             * Format: int32
             * @description The leaves (page hidden, window blurred, another page, full screen left when required)
             *     that submit an attempt, 0–20; 0: leaving never submits (default 3; left out when
             *     updating: unchanged).
             */
            exitLimit?: number | null;
            /** Format: int64 */
            expiredAt?: number | null;
            gradingMethod?: components["schemas"]["GradingMethod"] | null;
            /** @description Ignored: the URL's id is the exam's id. */
            id?: unknown;
            /** @description A fixed paper: these questions in this order (leave `rules` out or empty). */
            items?: components["schemas"]["ExamItemBody"][] | null;
            /**
             * Format: int32
             * @description The score that passes, 1 to the total; null or left out: 60 % of the total (rounded up).
             *     A learner whose graded score reaches it has passed the exam of their course.
             */
            passScore?: number | null;
            /** @description The exam is sat in full screen (default false; left out when updating: unchanged). */
            requireFullscreen?: boolean | null;
            /**
             * @description Learners must have the 学时 the course requires before starting it (default false; left
             *     out when updating: unchanged).
             */
            requiresHours?: boolean | null;
            /**
             * @description A paper drawn for each learner when they start: these rules over the exam author's
             *     questions (leave `items` out or empty). Every save sends the one or the other.
             */
            rules?: components["schemas"]["DrawRule"][] | null;
            /**
             * @description Each learner's options of a choice in their own order (default false; left out when
             *     updating: unchanged).
             */
            shuffleOptions?: boolean | null;
            /**
             * @description Each learner's questions in their own order within each type section (default false;
             *     left out when updating: unchanged).
             */
            shuffleQuestions?: boolean | null;
            /** Format: int64 */
            startedAt?: number | null;
            subject?: string | null;
            /** @description `name` is accepted too. */
            title?: string | null;
        };
        ExamItemBody: {
            /** Format: int64 */
            questionId: number;
            /**
             * Format: int32
             * @description Default: the question's score.
             */
            score?: number | null;
        };
        ExamList: {
            exams: components["schemas"]["ExamView"][];
            /**
             * Format: int64
             * @description The server's clock (ms), which decides the status.
             */
            now: number;
            /** Format: int64 */
            totalCount: number;
        };
        ExamResult: {
            /** Format: int64 */
            examId: number;
            /** Format: int32 */
            passScore: number;
            passed?: boolean | null;
            reviewed: boolean;
            /**
             * Format: int32
             * @description Null while a teacher has not graded it.
             */
            score?: number | null;
            /** Format: int64 */
            submittedAt?: number | null;
            title: string;
            /** Format: int32 */
            totalScore: number;
        };
        /** @description The reviewer's record of the exam result. */
        ExamResultBody: {
            examCompleted?: boolean | null;
            /** @description Why (at most 500 characters). */
            reason?: string | null;
        };
        /**
         * @description Where an exam stands by the server's clock.
         * @enum {string}
         */
        ExamStatus: "notStarted" | "started" | "ended";
        /** @description A camera still the attempt was given (an exam that asks for them). */
        ExamStill: {
            /**
             * Format: int64
             * @description By when it was to be taken.
             */
            deadline: number;
            /**
             * Format: int64
             * @description When the image was deleted after the retention period.
             */
            deletedAt?: number | null;
            /**
             * Format: int64
             * @description When it fell due (server ms): the attempt's start, then random moments.
             */
            dueAt: number;
            file?: components["schemas"]["FileView"] | null;
            /** Format: int64 */
            id: number;
            /**
             * Format: int64
             * @description When it arrived (null: never; later than `deadline`: late).
             */
            takenAt?: number | null;
        };
        /** @description An exam as the exam centre shows it. */
        ExamView: {
            /** @description When learners see the correct answers and explanations. */
            answerVisibility: components["schemas"]["AnswerVisibility"];
            /** @description The caller has an attempt open (the page offers to continue it). */
            attemptOpen: boolean;
            /**
             * Format: int32
             * @description Attempts the caller has (the exam's, and any a teacher added for them; 1 for others).
             */
            attemptsAllowed: number;
            /**
             * Format: int32
             * @description Attempts the caller has opened (the open one too).
             */
            attemptsUsed: number;
            /** @description The caller may take it (ignores the clock). */
            canTake: boolean;
            /**
             * @description The caller can open no further attempt (every attempt used, or their result passes) and
             *     none is open.
             */
            completed: boolean;
            /**
             * Format: int64
             * @description Learners of this course (status 4) may take it; null: every learner.
             */
            courseId?: number | null;
            cover?: string | null;
            /** Format: int64 */
            createdAt: number;
            description?: string | null;
            /**
             * Format: int64
             * @description Seconds.
             */
            duration: number;
            /** Format: int64 */
            expiredAt?: number | null;
            /** @description How the attempts make the result: highest, last, first or average. */
            gradingMethod: components["schemas"]["GradingMethod"];
            /** Format: int64 */
            id: number;
            /** @description Same as title (the spec names both). */
            name: string;
            /**
             * Format: int64
             * @description The caller's next attempt opens at this time (ms), after the wait between attempts.
             */
            nextAttemptAt?: number | null;
            /**
             * Format: int32
             * @description The score that passes (the set pass mark, else 60 % of the total rounded up).
             */
            passScore: number;
            /** Format: int64 */
            questionCount: number;
            /** @description The course's 学时 are required before starting it. */
            requiresHours: boolean;
            /**
             * Format: int32
             * @description The caller's result by that method, once graded (withheld like a score while the exam is
             *     open and keeps its answers hidden).
             */
            result?: number | null;
            /** Format: int64 */
            startedAt?: number | null;
            /** @description By the server's clock. */
            status: components["schemas"]["ExamStatus"];
            subject?: string | null;
            title: string;
            /** Format: int32 */
            totalScore: number;
        };
        ExistsAnswer: {
            exists: boolean;
        };
        ExitAnswer: {
            /** @description This report counted as a leave: the page warns 「检测到离开考试页面」. */
            counted: boolean;
            /** @description The attempt was submitted with its saved draft (the limit was reached). */
            ended: boolean;
            /**
             * Format: int32
             * @description Leaves counted so far.
             */
            exitCount: number;
            /**
             * Format: int32
             * @description The exam's limit of leaves (0: leaving never submits).
             */
            exitLimit: number;
        };
        /** @description A distributor's figures for a period (or all distributors' together). */
        Figures: {
            /** Format: double */
            amountYuan: number;
            /** Format: int64 */
            enrolments: number;
            /** Format: int64 */
            passed: number;
            /** Format: int64 */
            payments: number;
            /** Format: int64 */
            registrations: number;
        };
        FileCenterPage: {
            files: components["schemas"]["CenterFile"][];
            storage: components["schemas"]["StorageView"];
            /** Format: int64 */
            totalCount: number;
        };
        /** @description An uploaded file as the API shows it. */
        FileView: {
            /** Format: int64 */
            createdAt: number;
            /**
             * Format: double
             * @description Length in seconds of audio and video, as the server measured it (null when unknown).
             */
            duration?: number | null;
            /** Format: int64 */
            id: number;
            name: string;
            public: boolean;
            sha256: string;
            /** Format: int64 */
            size: number;
            source: string;
            /** @description Content type recognised from the bytes. */
            type: string;
            /** @description Where to read it: `/files/{sha256}`. */
            url: string;
        };
        /**
         * @description Where a question needs a look.
         * @enum {string}
         */
        Flag: "tooHard" | "tooEasy" | "lowDiscrimination" | "negativeDiscrimination";
        FollowedCourse: {
            /** Format: int64 */
            id: number;
            /**
             * Format: int64
             * @description Enrolments in any status.
             */
            learners: number;
            name: string;
            /** @description 0 certification class, 1 special-topic class. */
            type: components["schemas"]["CourseType"];
        };
        FollowedCourses: {
            courses: components["schemas"]["FollowedCourse"][];
        };
        FunnelStage: {
            /** Format: int64 */
            count: number;
            label: string;
            /** @description registered, submitted, approved, paid or passed. */
            stage: string;
        };
        GradeBody: {
            /** @description Question id → {score, comment}. */
            grades?: {
                [key: string]: components["schemas"]["GradeEntry"];
            } | null;
        };
        GradeEntry: {
            comment?: string | null;
            /** Format: int32 */
            score?: number | null;
        };
        /**
         * @description How a learner's attempts make their result. Stored and sent as `highest`, `last`, `first`,
         *     `average`.
         * @enum {string}
         */
        GradingMethod: "highest" | "last" | "first" | "average";
        History: {
            certificates: components["schemas"]["IssuedView"][];
        };
        /** @description An error of one row (or paragraph) of an uploaded import file. */
        ImportError: {
            /** @description The refusal's code (an ErrorCode). */
            error: string;
            /** @description The row's field (the import's names, e.g. content, answer; name, phone, idCard). */
            field: string;
            /** @description Its Chinese text. */
            message: string;
            /** @description Values of its `{name}`s. */
            params: unknown;
        };
        ImportPreviewRow: {
            errors: components["schemas"]["ImportError"][];
            gender: string;
            idCard: string;
            name: string;
            phone: string;
            /** @description The sheet's row number. */
            row: number;
        };
        ImportedAccount: {
            name: string;
            /** @description The initial password, answered this once when it is to be printed (`delivery: sheet`). */
            password?: string | null;
            phone: string;
            row: number;
            /** Format: int64 */
            userId: number;
            username: string;
        };
        /**
         * @description A certificate as the desks see it: what it says, its status, who issued and revoked it, how
         *     often it was verified.
         */
        IssuedView: {
            /** Format: int64 */
            applicationId: number;
            authority: string;
            /** @description YYYY-MM-DD. */
            date: string;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            issuedAt: number;
            issuedBy?: string | null;
            /** Format: int64 */
            lastVerifiedAt?: number | null;
            level: string;
            number: string;
            /**
             * Format: int64
             * @description The certificate that replaced it (a re-issue).
             */
            replacedBy?: number | null;
            revokeReason?: string | null;
            /** Format: int64 */
            revokedAt?: number | null;
            revokedBy?: string | null;
            /** @description The token of its public verification link (`/verify?t=…`). */
            token: string;
            /**
             * Format: int64
             * @description How often it was verified on the public page, and when last.
             */
            verifications: number;
        };
        ItemAnalysis: {
            content: string;
            /**
             * Format: double
             * @description Upper 27 % minus lower 27 % (−1 to 1).
             */
            discrimination?: number | null;
            /**
             * Format: double
             * @description Mean share of its points (0–1): the higher, the easier.
             */
            facility?: number | null;
            flags: components["schemas"]["Flag"][];
            isMultiple: boolean;
            /** Format: double */
            maxScore: number;
            /** @description Attempts that had the question. */
            n: number;
            /** @description A choice's options with how often each was chosen. */
            options: components["schemas"]["OptionCount"][];
            /**
             * Format: double
             * @description Correlation of its score with the rest of the paper.
             */
            pointBiserial?: number | null;
            /** Format: int64 */
            questionId: number;
            type: components["schemas"]["QuestionType"];
            unanswered: number;
        };
        ItemBody: {
            /** @description The text of a TEXT lesson; the media URL (from the upload call) otherwise. */
            content?: string | null;
            /**
             * Format: double
             * @description Length in seconds of a video or audio lesson, as the author's browser read it; the length
             *     the server measured at upload takes precedence for `/files/…` media.
             */
            duration?: number | null;
            title?: string | null;
            type?: components["schemas"]["ItemType"] | null;
        };
        ItemList: {
            items: components["schemas"]["ItemView"][];
        };
        /**
         * @description The kind of a lesson.
         * @enum {string}
         */
        ItemType: "TEXT" | "IMAGE" | "VIDEO" | "AUDIO";
        /** @description A lesson with the caller's progress. */
        ItemView: {
            completed: boolean;
            /** @description `contents[0]` holds the text or the media URL. */
            contents: components["schemas"]["Content"][];
            /**
             * Format: double
             * @description Seconds, for video and audio.
             */
            duration?: number | null;
            /**
             * Format: double
             * @description The furthest second watched.
             */
            furthest: number;
            /** Format: int64 */
            id: number;
            /**
             * Format: double
             * @description Where playback stopped, seconds.
             */
            position: number;
            /** Format: int32 */
            progress: number;
            /** Format: int64 */
            sectionId: number;
            title: string;
            /** @description TEXT, IMAGE, VIDEO or AUDIO. */
            type: string;
        };
        Learner: {
            /** Format: int64 */
            id: number;
            name?: string | null;
            username: string;
        };
        LearnerCounts: {
            /** Format: int64 */
            approved: number;
            /** Format: int64 */
            enrolled: number;
            /** Format: int64 */
            pending: number;
            /** Format: int64 */
            rejected: number;
            /** Format: int64 */
            total: number;
        };
        LearnerCourseView: {
            /** Format: int64 */
            courseId: number;
            courseName: string;
            examCompleted: boolean;
            paid: boolean;
            status: components["schemas"]["EnrolmentStatus"];
            statusLabel: string;
        };
        /** @description Where the imported learners go. */
        LearnerImportBody: {
            /**
             * Format: int64
             * @description Put every learner in this class (class:manage); its course is the course.
             */
            classId?: number | null;
            /**
             * Format: int64
             * @description Enrol every learner in this course (class:manage).
             */
            courseId?: number | null;
            delivery?: components["schemas"]["PasswordDelivery"] | null;
            /**
             * Format: int64
             * @description A file the caller uploaded with source `learner-import` (.xlsx).
             */
            fileId?: number | null;
            /**
             * Format: int32
             * @description The enrolment's status: 2 approved (awaiting payment) or 4 enrolled (default).
             */
            status?: number | null;
        };
        LearnerImportDone: {
            accounts: components["schemas"]["ImportedAccount"][];
            import: components["schemas"]["LearnerImportView"];
        };
        LearnerImportList: {
            imports: components["schemas"]["LearnerImportView"][];
            /** Format: int64 */
            totalCount: number;
        };
        LearnerImportPreview: {
            className?: string | null;
            courseName?: string | null;
            /** @description Rows with an error (nothing is imported while any has one). */
            errors: number;
            rows: components["schemas"]["ImportPreviewRow"][];
            /**
             * Format: int64
             * @description Seats left in the chosen class.
             */
            seatsLeft?: number | null;
            /**
             * Format: int32
             * @description The enrolment's status after the import (2 or 4) when a course is chosen.
             */
            status?: number | null;
        };
        /** @description An import as recorded. */
        LearnerImportView: {
            /** Format: int64 */
            classId?: number | null;
            className?: string | null;
            /** Format: int64 */
            courseId?: number | null;
            courseName?: string | null;
            /** Format: int64 */
            createdAt: number;
            createdByName?: string | null;
            /** Format: int32 */
            createdCount: number;
            /** @description sms | sheet */
            delivery: string;
            fileName: string;
            /** Format: int64 */
            id: number;
            /** Format: int32 */
            rowCount: number;
            /** Format: int32 */
            status?: number | null;
        };
        LearnerProgressView: {
            course: components["schemas"]["CourseRef"];
            exams: components["schemas"]["ExamResult"][];
            learner: components["schemas"]["LearnerRef"];
            sections: components["schemas"]["SectionProgress"][];
            summary: components["schemas"]["ProgressRowView"];
        };
        LearnerRef: {
            name?: string | null;
            /** Format: int64 */
            userId: number;
            username: string;
        };
        LearnerReport: {
            /** @description Masked. */
            idCard?: string | null;
            name?: string | null;
            /** @description Newest first, at most 500. */
            sessions: components["schemas"]["ReportSession"][];
            /** Format: int64 */
            userId: number;
            username: string;
        };
        /** @description An attributed learner: never the ID card, documents, answers, e-mail or full phone. */
        LearnerView: {
            courses: components["schemas"]["LearnerCourseView"][];
            inviteCode?: string | null;
            name?: string | null;
            /** @description Masked: 138****0006. */
            phone?: string | null;
            /** Format: int64 */
            registeredAt: number;
            /** Format: int64 */
            userId: number;
            username: string;
        };
        LearnersPage: {
            learners: components["schemas"]["LearnerView"][];
            /** Format: int64 */
            totalCount: number;
        };
        /**
         * @description One ledger row: the milliseconds of a stretch (between attention checks) of one lesson under
         *     one reason, and how many heartbeats brought them.
         */
        LedgerRow: {
            /** Format: int32 */
            beats: number;
            /** Format: int64 */
            itemId: number;
            /** Format: int64 */
            ms: number;
            reason: components["schemas"]["Reason"];
            /** Format: int32 */
            segment: number;
        };
        /** @description A lesson's credited time. */
        LessonCredit: {
            /** Format: int64 */
            creditedMs: number;
            /** Format: int64 */
            itemId: number;
        };
        LessonProgress: {
            completed: boolean;
            /**
             * Format: double
             * @description Seconds (video and audio).
             */
            duration?: number | null;
            /**
             * Format: double
             * @description The furthest second watched.
             */
            furthest: number;
            /** Format: int64 */
            id: number;
            /**
             * Format: int32
             * @description 0–100.
             */
            progress: number;
            title: string;
            /** @description TEXT, IMAGE, VIDEO or AUDIO. */
            type: components["schemas"]["ItemType"];
            /** Format: int64 */
            updatedAt?: number | null;
        };
        Level: {
            /** @description The declareCondition list of this level. */
            conditions: string[];
            name: string;
        };
        LoginAnswer: {
            /** @description Sorted by priority; the first is the active role. */
            roles: string[];
            token: string;
            user: components["schemas"]["UserView"];
        };
        LoginBody: {
            password?: string | null;
            /** @description Username, phone or e-mail. */
            username?: string | null;
        };
        /**
         * @description The kind of a message (系统通知, 课程通知, 考证开班通知, 领取证书通知, 其他通知, 公告通知).
         * @enum {string}
         */
        MessageKind: "system" | "course" | "exam" | "certificate" | "other" | "announcement";
        MessageSent: {
            /** @description How many learners were told. */
            sent: number;
        };
        /** @description A message in a recipient's inbox. */
        MessageView: {
            content: string;
            /** Format: int64 */
            createdAt: number;
            /**
             * @description Exam-class-opening: issuingAuthority, examLocation, trainingInstitution, classroom,
             *     occupation, evaluationLevel, examTime, examId, examName, examLevel. Certificate pickup:
             *     certificateName, issuingAuthority, pickupLocation, pickupTime, requiredMaterials.
             */
            details: {
                [key: string]: unknown;
            };
            /** Format: int64 */
            id: number;
            read: boolean;
            /** Format: int64 */
            readAt?: number | null;
            title: string;
            /** @description system, course, exam, certificate, other or announcement. */
            type: components["schemas"]["MessageKind"];
            /** @description 系统通知, 课程通知, 考证开班通知, 领取证书通知, 其他通知 or 公告通知. */
            typeLabel: string;
        };
        /** @description A staff decision: a new status (with a reason when hiding), and/or the reply ('' removes it). */
        ModerationBody: {
            /** @description Why it is hidden (required when hiding, at most 200 characters). */
            reason?: string | null;
            /** @description The staff's public answer (at most 500 characters; empty removes it). */
            reply?: string | null;
            /** @description published or hidden. */
            status?: string | null;
        };
        NoteBody: {
            /** @description The note; empty clears it. At most 20 000 characters. */
            content?: string | null;
        };
        NoteView: {
            content: string;
            /** Format: int64 */
            updatedAt?: number | null;
        };
        NoticeList: {
            notices: components["schemas"]["MessageView"][];
            /** Format: int64 */
            totalCount: number;
            /** Format: int64 */
            unreadCount: number;
        };
        /** @description The lesson page opens a session for its course. */
        OpenBody: {
            /** Format: int64 */
            courseId?: number | null;
        };
        /** @description An opened session, the rules its page follows, and the session it took over. */
        OpenedView: {
            rules: components["schemas"]["Rules"];
            session: components["schemas"]["SessionView"];
            /**
             * Format: int64
             * @description The session (in another window or on another device) that earns no more.
             */
            takenOver?: number | null;
        };
        OptionCount: {
            /** @description The option is (part of) the key. */
            correct: boolean;
            count: number;
            label: string;
            text: string;
        };
        OrderBody: {
            /** @description Every id, in the new order. */
            ids: number[];
        };
        OutboxAnswer: {
            /** @description Newest first. */
            messages: components["schemas"]["SentMessage"][];
        };
        OverrideBody: {
            /** Format: int64 */
            expiredAt?: number | null;
            /**
             * Format: int32
             * @description Attempts added to the exam's, 0–10 (default 0).
             */
            extraAttempts?: number | null;
            /**
             * Format: int64
             * @description Seconds added to the exam's duration, 0–86400 (default 0).
             */
            extraTime?: number | null;
            /** @description The learner: username, phone or e-mail. */
            learner?: string | null;
            /** @description Why (1–200 characters). */
            reason?: string | null;
            /**
             * Format: int64
             * @description The learner's own window in place of the exam's (both or neither).
             */
            startedAt?: number | null;
        };
        OverrideChangeView: {
            /** Format: int64 */
            changedAt: number;
            /** @description Who changed them (their name). */
            changedBy?: string | null;
            from?: components["schemas"]["Terms"] | null;
            /** @description The learner's name. */
            learner?: string | null;
            reason: string;
            to?: components["schemas"]["Terms"] | null;
            /** Format: int64 */
            userId: number;
        };
        OverrideList: {
            /** @description The latest 100 changes, newest first. */
            changes: components["schemas"]["OverrideChangeView"][];
            overrides: components["schemas"]["OverrideView"][];
        };
        OverrideView: components["schemas"]["Terms"] & {
            /**
             * Format: int32
             * @description Attempts the learner has opened.
             */
            attemptsUsed: number;
            /** @description Who gave the terms (their name). */
            grantedBy?: string | null;
            name?: string | null;
            reason: string;
            /** Format: int64 */
            updatedAt: number;
            /** Format: int64 */
            userId: number;
            username?: string | null;
        };
        OwnCertificates: {
            certificates: components["schemas"]["CertificateView"][];
        };
        /** @description The caller's own comment, with its status (a hidden one is seen only by its author). */
        OwnComment: {
            content: string;
            /** Format: int64 */
            courseId: number;
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            id: number;
            /** Format: int32 */
            rating: number;
            /** Format: int64 */
            repliedAt?: number | null;
            reply?: string | null;
            /** @description published or hidden. */
            status: string;
            /** Format: int64 */
            updatedAt: number;
        };
        /** @description A referral as its learner sees it. */
        OwnReferral: {
            city: string;
            company: string;
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            id: number;
            positionTitle: string;
            /** Format: int64 */
            salaryMax?: number | null;
            /** Format: int64 */
            salaryMin?: number | null;
            status: string;
            statusLabel: string;
            /** Format: int64 */
            updatedAt: number;
        };
        OwnReferrals: {
            referrals: components["schemas"]["OwnReferral"][];
        };
        Paper: {
            /** @description The camera takes stills the server asks for (`GET /exam/{id}/snapshot`). */
            cameraRequired: boolean;
            description?: string | null;
            /** Format: int64 */
            duration: number;
            /**
             * Format: int32
             * @description The leaves that submit the attempt (0: none do).
             */
            exitLimit: number;
            /** Format: int64 */
            expiredAt?: number | null;
            /** Format: int64 */
            id: number;
            items: components["schemas"]["PaperItem"][];
            /** @description The exam is sat in full screen; leaving it counts as a leave. */
            requireFullscreen: boolean;
            /** Format: int64 */
            startedAt?: number | null;
            title: string;
            /** Format: int32 */
            totalScore: number;
        };
        /** @description A question as the exam paper shows it (no answer). */
        PaperItem: {
            content: string;
            /** Format: int64 */
            id: number;
            /** @description `{isMultiple, options: {label: text}}`. */
            metadata: unknown;
            /** Format: int32 */
            score: number;
            type: components["schemas"]["QuestionType"];
        };
        PasswordBody: {
            newPassword?: string | null;
            oldPassword?: string | null;
        };
        /** @enum {string} */
        PasswordDelivery: "sms" | "sheet";
        /** @description The learner's transfer: method, transaction reference and the proof (a file they uploaded). */
        PaymentBody: {
            method?: components["schemas"]["PaymentMethod"] | null;
            /** Format: int64 */
            proofFileId?: number | null;
            reference?: string | null;
        };
        /**
         * @description How a learner paid: WeChat, Alipay or a bank transfer.
         * @enum {string}
         */
        PaymentMethod: "wechat" | "alipay" | "bank";
        Payments: {
            /** Format: double */
            amountYuan: number;
            /** Format: int64 */
            count: number;
        };
        PeriodView: {
            /** Format: int64 */
            days: number;
            from: string;
            to: string;
        };
        /**
         * @description A permission name of the catalogue (GET /api/v0/admin/permission/permission).
         * @enum {string}
         */
        Permission: "user:manage" | "role:manage" | "course:manage" | "question:manage" | "exam:manage" | "exam:grade" | "content:all" | "material:review" | "payment:review" | "notice:send" | "comment:manage" | "file:manage" | "settings:manage" | "dashboard:view" | "career:manage" | "distributor:manage" | "study:verify" | "certificate:manage" | "class:manage" | "audit:read" | "course:browse" | "course:study" | "enrolment:apply" | "exam:take";
        PermissionList: {
            permissions: components["schemas"]["PermissionView"][];
        };
        PermissionView: {
            /** @description What it allows, in Chinese. */
            description?: string | null;
            /** Format: int64 */
            id: number;
            name: components["schemas"]["Permission"];
            resource: string;
        };
        PhoneLoginBody: {
            code?: string | null;
            phone?: string | null;
        };
        PoolBody: {
            /**
             * Format: int64
             * @description The exam being edited (its author's bank is the pool); left out: the caller's.
             */
            examId?: number | null;
            rules?: components["schemas"]["DrawRule"][] | null;
        };
        PoolCheck: {
            rules: components["schemas"]["RulePool"][];
            /** @description Every rule can draw its count: the exam can be saved. */
            satisfiable: boolean;
        };
        /** @description A position as an administrator writes it (every field; PUT replaces them all). */
        PositionBody: {
            /** @description At most 50 characters. */
            city?: string | null;
            /** @description At most 100 characters. */
            company?: string | null;
            /** @description Whom to contact at the employer, at most 100 characters. */
            contact?: string | null;
            /** @description At most 2 000 characters. */
            requirements?: string | null;
            /** Format: int64 */
            salaryMax?: number | null;
            /**
             * Format: int64
             * @description Monthly salary in yuan, 0–1 000 000; none: negotiable.
             */
            salaryMin?: number | null;
            /** @description open (default) or closed. */
            status?: string | null;
            /** @description The position's name, at most 100 characters. */
            title?: string | null;
        };
        PositionCounts: {
            /** Format: int64 */
            closed: number;
            /** Format: int64 */
            open: number;
        };
        PositionView: {
            city: string;
            company: string;
            contact: string;
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            id: number;
            /**
             * Format: int64
             * @description How many learners were referred to it.
             */
            referralCount: number;
            requirements: string;
            /** Format: int64 */
            salaryMax?: number | null;
            /**
             * Format: int64
             * @description Monthly salary in yuan; null: not given.
             */
            salaryMin?: number | null;
            /** @description open or closed. */
            status: string;
            title: string;
            /** Format: int64 */
            updatedAt: number;
        };
        PositionsPage: {
            /** @description Positions matching the text in each status (whatever the status filter). */
            counts: components["schemas"]["PositionCounts"];
            positions: components["schemas"]["PositionView"][];
            /** Format: int64 */
            totalCount: number;
        };
        /**
         * @description The profile fields of an account as a form sends them. The learner's `PUT /user` sends this;
         *     an administrator's add and edit send it with their own fields beside it.
         */
        ProfileBody: {
            /** @description At most 200 characters. */
            address?: string | null;
            /**
             * Format: int64
             * @description Date of birth as milliseconds since the epoch, China time (read back as birthDate).
             */
            birth?: number | null;
            /** @description YYYY-MM-DD (takes precedence over `birth`). */
            birthDate?: string | null;
            degree?: string | null;
            education?: string | null;
            email?: string | null;
            /** @description 男 or 女; empty clears it. */
            gender?: string | null;
            idCard?: string | null;
            name?: string | null;
            phone?: string | null;
            username?: string | null;
            /**
             * Format: int32
             * @description Whole years, 0–80: a number or a string of one.
             */
            workExperience?: number | null;
            /** @description At most 100 characters. */
            workUnit?: string | null;
        };
        ProgressBody: {
            completed?: boolean | null;
            /**
             * Format: double
             * @description Furthest second watched (defaults to `position`).
             */
            furthest?: number | null;
            /**
             * Format: double
             * @description Current playback second (alias `currentTime`).
             */
            position?: number | null;
            /**
             * Format: double
             * @description 0-100 (for text and image lessons; derived from `furthest` for timed ones with a duration).
             */
            progress?: number | null;
        };
        /** @description One learner in one course. */
        ProgressRowView: {
            /** Format: int64 */
            courseId: number;
            courseName: string;
            /** Format: int64 */
            enrolledAt: number;
            /** @description The enrolment records the exam passed (graded at the pass mark, or by a reviewer). */
            examCompleted: boolean;
            examPassed?: boolean | null;
            /**
             * Format: int32
             * @description The latest submitted record of an exam of the course: its score (null while a teacher
             *     has not graded it), the exam's total and whether it reached the pass mark.
             */
            examScore?: number | null;
            /** Format: int32 */
            examTotal?: number | null;
            /** Format: int64 */
            itemsDone: number;
            /** Format: int64 */
            itemsTotal: number;
            /** Format: int64 */
            lastStudiedAt?: number | null;
            name?: string | null;
            /**
             * Format: int64
             * @description Lessons done out of all, whole percent.
             */
            percent: number;
            /**
             * Format: int64
             * @description Seconds of study the server credited (the study ledger), not the furthest point reached.
             */
            secondsStudied: number;
            /** @description Enrolment status 1–4. */
            status: components["schemas"]["EnrolmentStatus"];
            /** Format: int64 */
            userId: number;
            username: string;
        };
        ProgressTable: {
            rows: components["schemas"]["ProgressRowView"][];
            /** Format: int64 */
            totalCount: number;
        };
        ProgressView: {
            completed: boolean;
            /** Format: double */
            furthest: number;
            /** Format: double */
            position: number;
            /** Format: int32 */
            progress: number;
            /** Format: int64 */
            updated_at: number;
        };
        /** @description A published comment as everyone sees it: the author's name masked, never their account. */
        PublicComment: {
            /** @description The author's name with the middle masked ("张*丰"). */
            author: string;
            content: string;
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            id: number;
            /** Format: int32 */
            rating: number;
            /** Format: int64 */
            repliedAt?: number | null;
            reply?: string | null;
            /** Format: int64 */
            updatedAt: number;
        };
        /**
         * @description What a code may be used for.
         * @enum {string}
         */
        Purpose: "login" | "reset";
        QuestionBody: {
            answer: unknown;
            /**
             * Format: int64
             * @description The category (知识点); 0 files it under none. Left out when updating: unchanged.
             */
            categoryId?: number | null;
            content?: string | null;
            /**
             * Format: int32
             * @description 1 易, 2 中 (the default), 3 难. Left out when updating: unchanged.
             */
            difficulty?: number | null;
            explanation?: string | null;
            /** @description `{isMultiple, options: {label: text}}`; a JSON string is accepted too. */
            metadata: unknown;
            /**
             * Format: int32
             * @description Default 5.
             */
            score?: number | null;
            subject?: string | null;
            /** @description At most 10, each at most 20 characters. Left out when updating: unchanged. */
            tags?: string[] | null;
            type?: components["schemas"]["QuestionType"] | null;
        };
        QuestionCategoryBody: {
            name?: string | null;
            /**
             * Format: int64
             * @description The category it sits under; null or 0: at the top.
             */
            parentId?: number | null;
        };
        QuestionCategoryList: {
            categories: components["schemas"]["QuestionCategoryView"][];
        };
        QuestionCategoryView: {
            /**
             * Format: int64
             * @description The caller's questions (all, for administrators) filed directly under it…
             */
            count: number;
            /** @description The caller may rename, move and delete it (its maker and administrators). */
            editable: boolean;
            /** Format: int64 */
            id: number;
            name: string;
            /** Format: int64 */
            parentId?: number | null;
            /** @description 「电工基础/安全用电」. */
            path: string;
            /**
             * Format: int64
             * @description …and under it or any category below it.
             */
            total: number;
        };
        QuestionImportBody: {
            /**
             * Format: int64
             * @description A file the caller uploaded with source `question-import` (.xlsx or .docx).
             */
            fileId?: number | null;
        };
        QuestionImportRow: {
            /** @description The sheet row (the header is row 1) or the paragraph of the document where it starts. */
            at: number;
            /** @description The 知识点 path, '' for none. */
            category: string;
            /** @description The stem's first 120 characters. */
            content: string;
            /** Format: int32 */
            difficulty: number;
            errors: components["schemas"]["ImportError"][];
            isMultiple: boolean;
            type?: components["schemas"]["QuestionType"] | null;
        };
        QuestionImportView: {
            /** @description Questions with at least one error (nothing is imported while any has one). */
            errorCount: number;
            /** @description xlsx or docx. */
            format: string;
            /**
             * Format: int64
             * @description Questions imported (0 for a preview).
             */
            imported: number;
            /** @description Categories the import creates (paths). */
            newCategories: string[];
            /** @description Every question found (a preview; empty once imported). */
            rows: components["schemas"]["QuestionImportRow"][];
            /** @description Questions found. */
            total: number;
        };
        QuestionList: {
            questions: components["schemas"]["QuestionView"][];
            subjects: string[];
            /** @description The tags the caller's questions use, most used first (at most 200). */
            tags: string[];
            /** Format: int64 */
            totalCount: number;
        };
        QuestionMoveBody: {
            /**
             * Format: int64
             * @description Where to: a category, or 0 / null for none.
             */
            categoryId?: number | null;
            /** @description The questions (the caller's own; at most 500). */
            ids?: number[] | null;
        };
        /**
         * @description The kinds of question; the wire and the tables use the upper-case names.
         * @enum {string}
         */
        QuestionType: "CHOICE" | "JUDGE" | "FILL" | "SHORT";
        QuestionView: {
            /** @description CHOICE: labels; JUDGE: bool; FILL: accepted texts; SHORT: reference text. */
            answer: unknown;
            /** Format: int64 */
            authorId?: number | null;
            /**
             * Format: int64
             * @description The category (知识点), if filed under one.
             */
            categoryId?: number | null;
            content: string;
            /** Format: int64 */
            createdAt: number;
            /**
             * Format: int32
             * @description 1 易, 2 中, 3 难.
             */
            difficulty: number;
            explanation?: string | null;
            /** Format: int64 */
            id: number;
            /** @description `{isMultiple, options: {label: text}}`. */
            metadata: unknown;
            /** Format: int32 */
            score: number;
            subject?: string | null;
            tags: string[];
            type: components["schemas"]["QuestionType"];
            /** Format: int64 */
            updatedAt: number;
        };
        QuestionsMoved: {
            /** Format: int64 */
            moved: number;
        };
        Queue: {
            records: components["schemas"]["QueueEntry"][];
            /** Format: int64 */
            totalCount: number;
        };
        /** @description One application in a queue (no ID numbers or documents: those are on the record). */
        QueueEntry: {
            certificateIssued: boolean;
            /** Format: int64 */
            courseId: number;
            courseName: string;
            courseType: components["schemas"]["CourseType"];
            enrolmentNumber?: string | null;
            examCompleted: boolean;
            /** Format: int64 */
            fee: number;
            /** Format: int64 */
            id: number;
            invoiceIssued: boolean;
            issuedRegistrationCode: boolean;
            learnerName?: string | null;
            paymentCompleted: boolean;
            /** Format: int64 */
            paymentSubmittedAt?: number | null;
            /** Format: int64 */
            reviewedAt?: number | null;
            status: components["schemas"]["EnrolmentStatus"];
            /** Format: int64 */
            submittedAt?: number | null;
            submittedMaterials: boolean;
            /** Format: int64 */
            updatedAt: number;
            /** Format: int64 */
            userId: number;
            username: string;
        };
        /**
         * @description Why time was credited or not: every accounted millisecond of a session has one.
         * @enum {string}
         */
        Reason: "credited" | "hidden" | "unfocused" | "idle" | "rate" | "paused" | "complete" | "not_enrolled" | "gap" | "superseded" | "check_pending" | "check_missed" | "ended" | "camera" | "not_self";
        /** @description Time of a session under one reason (credited, hidden, idle…). */
        ReasonTime: {
            /** Format: int64 */
            ms: number;
            reason: components["schemas"]["Reason"];
        };
        RecipientList: {
            users: components["schemas"]["RecipientView"][];
        };
        /** @description An account a sender may pick (the phone masked). */
        RecipientView: {
            /** Format: int64 */
            id: number;
            name?: string | null;
            /** @description Masked: 138****0006. */
            phone?: string | null;
            username: string;
        };
        /** @description The certificate an application names now (the desks' record of it). */
        RecordCertificate: {
            authority: string;
            /** @description YYYY-MM-DD. */
            date: string;
            /** Format: int64 */
            issuedAt: number;
            /** @description One of the five national levels (五级/初级工 … 一级/高级技师). */
            level: string;
            number: string;
        };
        RecordDetail: {
            /** @description The exam's setting: when the correct answers and explanations are shown. */
            answerVisibility: components["schemas"]["AnswerVisibility"];
            answers: components["schemas"]["AnswerDetail"][];
            /**
             * Format: int64
             * @description afterClose: when they are shown (ms; the exam's end plus the grace for late answers).
             */
            answersAvailableAt?: number | null;
            /**
             * @description The correct answers, explanations and the points of objective questions are withheld
             *     (for now, or for good with `never`); the total score and the learner's answers are shown.
             */
            answersHidden: boolean;
            record: components["schemas"]["RecordView"];
        };
        RecordList: {
            examRecords: components["schemas"]["RecordView"][];
            /** @description Subjects of all the caller's records (for the tabs). */
            subjects: string[];
            /** Format: int64 */
            totalCount: number;
        };
        /** @description A submitted record as the learner's record list shows it. */
        RecordView: {
            /**
             * Format: int32
             * @description The attempt's number (1 for the first).
             */
            attempt: number;
            /**
             * Format: int64
             * @description When the attempt started.
             */
            createdAt: number;
            /**
             * Format: int64
             * @description The learner's user id.
             */
            createdBy: number;
            /**
             * Format: int64
             * @description Seconds spent.
             */
            duration: number;
            /** Format: int64 */
            examId: number;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            questionCount: number;
            /** @description 已批阅 when true, else 待批阅. */
            reviewed: boolean;
            /**
             * Format: int32
             * @description Null until graded, and while withheld (`scoreWithheld`).
             */
            score?: number | null;
            /**
             * @description The score is withheld until the exam closes (its answers are hidden until then): the page
             *     says 成绩将在考试结束后公布.
             */
            scoreWithheld: boolean;
            subject?: string | null;
            title: string;
            /** Format: int32 */
            totalScore: number;
            /** Format: int64 */
            updatedAt: number;
            /** @description Why it was voided. */
            voidReason?: string | null;
            /** @description A teacher voided the attempt: it counts in no result. */
            voided: boolean;
        };
        /** @description What a staff member sends to refer a learner. */
        ReferBody: {
            /**
             * Format: int64
             * @description The course through which the learner qualifies.
             */
            courseId?: number | null;
            /** @description At most 500 characters. */
            notes?: string | null;
            /** Format: int64 */
            positionId?: number | null;
            /** Format: int64 */
            userId?: number | null;
        };
        /** @description An image of the learner's application shown beside the stills. */
        ReferenceView: {
            file: components["schemas"]["FileView"];
            /** @description photo, idFront or idBack. */
            slot: string;
        };
        /** @description A staff member's change of a referral: a new status and/or notes ('' removes them). */
        ReferralChange: {
            /** @description At most 500 characters; kept on the referral and in the trail of a status change. */
            notes?: string | null;
            /** @description recommended, interviewing, hired or declined; forward only, hired and declined are final. */
            status?: string | null;
        };
        ReferralCounts: {
            /** Format: int64 */
            declined: number;
            /** Format: int64 */
            hired: number;
            /** Format: int64 */
            interviewing: number;
            /** Format: int64 */
            recommended: number;
        };
        ReferralDetail: {
            /** @description Oldest first. */
            events: components["schemas"]["ReferralEventView"][];
            referral: components["schemas"]["ReferralView"];
        };
        /** @description One step of a referral's trail. */
        ReferralEventView: {
            /** @description Who made the change (name, else username); null when that account is gone. */
            actor?: string | null;
            /** Format: int64 */
            at: number;
            /** @description null for the referral itself. */
            from?: string | null;
            note?: string | null;
            to: string;
        };
        /** @description A referral as staff see it. */
        ReferralView: {
            certificateNumber?: string | null;
            city: string;
            company: string;
            /**
             * Format: int64
             * @description The course through which they qualified (null when it was deleted).
             */
            courseId?: number | null;
            courseName?: string | null;
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            id: number;
            /** @description The learner's name, else username. */
            learner: string;
            notes?: string | null;
            /** @description Masked: 138****0006. */
            phone?: string | null;
            /** Format: int64 */
            positionId: number;
            /** @description open or closed. */
            positionStatus: string;
            positionTitle: string;
            /** @description Who referred them (name, else username). */
            referredBy?: string | null;
            /** Format: int64 */
            salaryMax?: number | null;
            /** Format: int64 */
            salaryMin?: number | null;
            /** @description recommended, interviewing, hired or declined. */
            status: string;
            /** @description 已推荐, 面试中, 已录用 or 未录用. */
            statusLabel: string;
            /** Format: int64 */
            updatedAt: number;
            /** Format: int64 */
            userId: number;
            username: string;
        };
        ReferralsPage: {
            /** @description Referrals matching the position and text in each status (whatever the status filter). */
            counts: components["schemas"]["ReferralCounts"];
            referrals: components["schemas"]["ReferralView"][];
            /** Format: int64 */
            totalCount: number;
        };
        RegisterBody: {
            email?: string | null;
            /** @description Optional; exactly 12 letters or digits; null when empty. */
            inviteCode?: string | null;
            password?: string | null;
            phone?: string | null;
            username?: string | null;
        };
        ReportCourseView: {
            /** Format: int64 */
            id: number;
            name: string;
            /**
             * Format: int32
             * @description 学时 the course requires (0: none).
             */
            requiredPeriods: number;
        };
        ReportCourses: {
            courses: components["schemas"]["ReportCourseView"][];
        };
        /** @description One learner of the study-hours report. */
        ReportRowView: {
            /** Format: int64 */
            checksMissed: number;
            /** Format: int64 */
            checksPassed: number;
            /** Format: int64 */
            creditedMs: number;
            /** @description 学时 credited, tenths rounded down ("2.5"). */
            creditedPeriods: string;
            /** Format: int64 */
            discardedMs: number;
            /**
             * Format: int64
             * @description The first session's start and the last heartbeat in the period.
             */
            firstAt?: number | null;
            /** @description Masked: the first and last four characters ("1101**********1234"). */
            idCard?: string | null;
            /** Format: int64 */
            lastAt?: number | null;
            name?: string | null;
            /**
             * Format: int64
             * @description Sessions started in the period.
             */
            sessions: number;
            /** Format: int64 */
            snapshotsConfirmed: number;
            /**
             * Format: int64
             * @description Camera stills taken, and those of sessions a reviewer marked 本人.
             */
            snapshotsTaken: number;
            /** Format: int64 */
            userId: number;
            username: string;
        };
        /** @description One study session as the report shows it. */
        ReportSession: {
            /** @description The address it studied from. */
            address: string;
            /** Format: int64 */
            checksMissed: number;
            /** Format: int64 */
            checksPassed: number;
            /** Format: int64 */
            creditedMs: number;
            /** Format: int64 */
            discardedMs: number;
            /** @description superseded, check_missed or left; null while open. */
            endReason?: string | null;
            /** Format: int64 */
            endedAt?: number | null;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            lastBeatAt: number;
            /** @description Every millisecond of the session by reason. */
            reasons: components["schemas"]["ReasonTime"][];
            /**
             * Format: int64
             * @description Camera stills asked for and taken.
             */
            snapshotsRequested: number;
            /** Format: int64 */
            snapshotsTaken: number;
            /** Format: int64 */
            startedAt: number;
            /** @description The browser's user agent. */
            userAgent: string;
            /** @description The reviewer's verdict: self (本人), other (非本人); null when not reviewed. */
            verdict?: string | null;
        };
        ReportView: {
            /** Format: int64 */
            courseId: number;
            courseName: string;
            /**
             * Format: int64
             * @description The length of one 学时 in minutes (the setting).
             */
            periodMinutes: number;
            /**
             * Format: int32
             * @description 学时 the course requires (0: none).
             */
            requiredPeriods: number;
            rows: components["schemas"]["ReportRowView"][];
            /** Format: int64 */
            totalCount: number;
        };
        ResetPasswordBody: {
            code?: string | null;
            newPassword?: string | null;
            phone?: string | null;
        };
        /** @description A verdict on a session. */
        ReviewEntry: {
            /** Format: int64 */
            at: number;
            fromVerdict?: string | null;
            reason: string;
            reviewerName?: string | null;
            /** @description self (本人) or other (非本人). */
            verdict: string;
            /**
             * Format: int64
             * @description What the verdict withdrew (非本人).
             */
            withdrawnMs: number;
        };
        /**
         * @description A study session for review: the learner, the stills beside the application's photo and ID
         *     card, and the verdicts so far.
         */
        ReviewView: {
            address: string;
            /** Format: int64 */
            courseId: number;
            courseName: string;
            /** Format: int64 */
            creditedMs: number;
            /** Format: int64 */
            discardedMs: number;
            endReason?: string | null;
            /** Format: int64 */
            endedAt?: number | null;
            /** Format: int64 */
            id: number;
            /** @description Masked. */
            idCard?: string | null;
            /** Format: int64 */
            lastBeatAt: number;
            /** @description Whether a face matcher compares the stills; false: 「未自动比对」. */
            matcher: boolean;
            name?: string | null;
            references: components["schemas"]["ReferenceView"][];
            reviews: components["schemas"]["ReviewEntry"][];
            snapshots: components["schemas"]["SnapshotView"][];
            /** Format: int64 */
            startedAt: number;
            userAgent: string;
            /** Format: int64 */
            userId: number;
            username: string;
            /** @description self (本人), other (非本人); null when not reviewed. */
            verdict?: string | null;
        };
        /**
         * @description The material review's result (`reviewedResult` on a course and in the reviewer's filters).
         * @enum {string}
         */
        ReviewedResult: "pending" | "approved" | "rejected";
        /** @description Why an administrator revokes a certificate. */
        RevokeBody: {
            /** @description 1–200 characters; the learner reads it. */
            reason?: string | null;
        };
        /** @description A role as the administrator writes it. `PUT /role` names the role by `id`. */
        RoleBody: {
            description?: string | null;
            /** Format: int64 */
            id?: number | null;
            /** @description English name: a lower-case letter, then lower-case letters, digits, '_' or '-' (2–32). */
            name?: string | null;
            /** @description Permission ids. */
            permissions?: number[] | null;
        };
        RoleList: {
            roles: components["schemas"]["RoleView"][];
            /** Format: int64 */
            totalCount: number;
        };
        RoleView: {
            /** @description Built-in roles cannot be renamed or deleted; the admin role always holds every permission. */
            builtin: boolean;
            /** Format: int64 */
            createdAt: number;
            createdBy?: components["schemas"]["Creator"] | null;
            description?: string | null;
            /** Format: int64 */
            id: number;
            name: string;
            permissionNames: components["schemas"]["Permission"][];
            /** @description Permission ids. */
            permissions: number[];
            /** Format: int64 */
            userCount: number;
        };
        RulePool: {
            /** @description Questions of the pool this rule could take, the rules before it having taken theirs. */
            available: number;
            /** @description It can draw its count. */
            enough: boolean;
        };
        /** @description A course's study rules; a course that set none has the defaults. */
        Rules: {
            /**
             * @description Camera presence (随机抓拍): a still at the start of each session and after a random share
             *     of study between these minutes (1–120, the least not above the most).
             */
            cameraRequired: boolean;
            /**
             * Format: int32
             * @description Seconds the learner has to answer a check (10–300).
             */
            checkCountdownSecs: number;
            /** Format: int32 */
            checkMaxMinutes: number;
            /**
             * Format: int32
             * @description Attention checks come after a random share of study time between these minutes (0 and 0:
             *     no checks; else 1–120, the least not above the most).
             */
            checkMinMinutes: number;
            /**
             * Format: int32
             * @description Seconds between two heartbeats (15–60).
             */
            heartbeatSecs: number;
            /**
             * Format: int32
             * @description Seconds without input after which a text or image lesson earns nothing (60–1800).
             */
            idleSecs: number;
            /**
             * Format: int32
             * @description The fastest playback rate that still earns, in percent (100–200).
             */
            maxRatePct: number;
            /**
             * Format: int32
             * @description The most a text or image lesson earns, in minutes (1–120).
             */
            readCapMinutes: number;
            /**
             * Format: int32
             * @description The 学时 the course requires (0: none; at most 1000).
             */
            requiredPeriods: number;
            /** Format: int32 */
            snapshotMaxMinutes: number;
            /** Format: int32 */
            snapshotMinMinutes: number;
        };
        /**
         * @description A course's study rules as its author writes them (every field; one left out takes the
         *     default).
         */
        RulesBody: {
            /**
             * @description Camera presence (随机抓拍): a still at the start of each session and after a random
             *     5–15 minutes of study; 1–120 (false).
             */
            cameraRequired?: boolean | null;
            /**
             * Format: int32
             * @description Seconds to answer a check, 10–300 (60).
             */
            checkCountdownSecs?: number | null;
            /** Format: int32 */
            checkMaxMinutes?: number | null;
            /**
             * Format: int32
             * @description Attention checks after a random 10–20 minutes of study (0 and 0: none); 1–120.
             */
            checkMinMinutes?: number | null;
            /**
             * Format: int32
             * @description Seconds between two heartbeats, 15–60 (30).
             */
            heartbeatSecs?: number | null;
            /**
             * Format: int32
             * @description Seconds without input after which a text or image lesson earns nothing, 60–1800 (300).
             */
            idleSecs?: number | null;
            /**
             * Format: int32
             * @description The fastest playback rate that earns, in percent, 100–200 (100).
             */
            maxRatePct?: number | null;
            /**
             * Format: int32
             * @description The most a text or image lesson earns, in minutes, 1–120 (10).
             */
            readCapMinutes?: number | null;
            /**
             * Format: int32
             * @description The 学时 the course requires, 0–1000 (0: none).
             */
            requiredPeriods?: number | null;
            /** Format: int32 */
            snapshotMaxMinutes?: number | null;
            /** Format: int32 */
            snapshotMinMinutes?: number | null;
        };
        SavedAnswer: {
            /** Format: int64 */
            savedAt: number;
        };
        SavedQuestionCategory: {
            /** Format: int64 */
            id: number;
            name: string;
            /** Format: int64 */
            parentId?: number | null;
        };
        SavedSection: {
            /** Format: int64 */
            id: number;
            /** Format: int32 */
            position: number;
            title: string;
        };
        SectionBody: {
            title?: string | null;
        };
        SectionList: {
            sections: components["schemas"]["SectionView"][];
        };
        SectionProgress: {
            /** Format: int64 */
            id: number;
            items: components["schemas"]["LessonProgress"][];
            title: string;
        };
        SectionView: {
            /** Format: int64 */
            id: number;
            items: components["schemas"]["ItemView"][];
            title: string;
        };
        SendCodeAnswer: {
            /**
             * Format: int64
             * @description Seconds the code stays valid.
             */
            expiresIn: number;
            /**
             * Format: int64
             * @description Seconds before another code may be sent to this phone.
             */
            retryAfter: number;
        };
        SendCodeBody: {
            phone?: string | null;
            purpose: components["schemas"]["Purpose"];
        };
        SentList: {
            notifications: components["schemas"]["SentView"][];
            /** Format: int64 */
            totalCount: number;
        };
        SentMessage: {
            code: string;
            phone: string;
            purpose: string;
            /** Format: int64 */
            sentAt: number;
        };
        SentView: {
            audience: string;
            audienceValue?: string | null;
            content: string;
            /** Format: int64 */
            createdAt: number;
            details: {
                [key: string]: unknown;
            };
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            readCount: number;
            /**
             * Format: int64
             * @description How many accounts it reaches: for everyone or a role, those in the audience now.
             */
            recipientCount: number;
            title: string;
            type: components["schemas"]["MessageKind"];
            typeLabel: string;
        };
        SessionDetail: {
            ledger: components["schemas"]["LedgerRow"][];
            session: components["schemas"]["SessionView"];
        };
        /** @description A study session as its learner sees it. */
        SessionView: {
            check?: components["schemas"]["CheckView"] | null;
            /** Format: int64 */
            courseId: number;
            /** Format: int64 */
            creditedMs: number;
            /** Format: int64 */
            discardedMs: number;
            /** @description superseded, check_missed or left. */
            endReason?: string | null;
            /** Format: int64 */
            endedAt?: number | null;
            /** Format: int64 */
            id: number;
            /**
             * Format: int64
             * @description The number of the last heartbeat accounted.
             */
            lastSeq: number;
            snapshot?: components["schemas"]["SnapshotRequest"] | null;
            /** Format: int64 */
            startedAt: number;
        };
        Sheet: {
            answers: components["schemas"]["AnswerDetail"][];
            /**
             * @description The attempt's conduct record, in order: what the exam page reported and the teachers'
             *     decisions.
             */
            events: components["schemas"]["ConductEvent"][];
            record: components["schemas"]["StaffRecord"];
            /** @description The camera stills due so far, in order (none unless the exam asks for them). */
            stills: components["schemas"]["ExamStill"][];
        };
        /** @description The page sends the still it was asked for, uploaded as a `snapshot` file. */
        SnapshotBody: {
            /** Format: int64 */
            fileId?: number | null;
        };
        /** @description A still the server asked the session's camera for, to be sent by `deadline`. */
        SnapshotRequest: {
            /**
             * Format: int64
             * @description The server's time by which the still must arrive (after it, nothing is credited until it
             *     does).
             */
            deadline: number;
            /** Format: int64 */
            id: number;
        };
        /** @description A camera still of a session as a reviewer sees it. */
        SnapshotView: {
            /** Format: int64 */
            deadline: number;
            /**
             * Format: int64
             * @description When it was deleted after the retention period.
             */
            deletedAt?: number | null;
            file?: components["schemas"]["FileView"] | null;
            /** Format: int64 */
            id: number;
            /**
             * Format: int32
             * @description The face matcher's likeness to the application photo (0–100); null: not compared.
             */
            matchScore?: number | null;
            /** Format: int64 */
            requestedAt: number;
            /**
             * Format: int64
             * @description When it arrived; null: never (the camera was refused or the page closed).
             */
            takenAt?: number | null;
        };
        SourceUsage: {
            /** Format: int64 */
            bytes: number;
            /** Format: int64 */
            count: number;
            source: string;
        };
        /** @description A span of the interval and why it was (not) credited. */
        SpanView: {
            /** Format: int64 */
            ms: number;
            reason: components["schemas"]["Reason"];
        };
        /** @description A comment as the comment center shows it: the author's name unmasked (staff), the course. */
        StaffComment: {
            author: string;
            content: string;
            /** Format: int64 */
            courseId: number;
            courseName: string;
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            id: number;
            /** Format: int32 */
            rating: number;
            /** Format: int64 */
            repliedAt?: number | null;
            reply?: string | null;
            status: string;
            /** Format: int64 */
            updatedAt: number;
            /** Format: int64 */
            userId: number;
        };
        StaffCommentPage: {
            comments: components["schemas"]["StaffComment"][];
            /** Format: int64 */
            totalCount: number;
        };
        StaffRecord: components["schemas"]["RecordView"] & {
            learner?: components["schemas"]["Learner"] | null;
            /**
             * Format: int32
             * @description Score so far, also while pending.
             */
            partialScore?: number | null;
        };
        StaffRecordList: {
            examRecords: components["schemas"]["StaffRecord"][];
            /** Format: int64 */
            totalCount: number;
        };
        StartAnswer: {
            attempt: components["schemas"]["Attempt"];
        };
        StatusCount: {
            /** Format: int64 */
            count: number;
            label: string;
            /** @description 1 pending review, 2 awaiting payment, 3 rejected, 4 enrolled. */
            status: components["schemas"]["EnrolmentStatus"];
        };
        /** @description The page sends a still it was asked for, uploaded as an `exam-snapshot` file. */
        StillBody: {
            /** Format: int64 */
            fileId?: number | null;
        };
        /** @description The still the attempt is due for now (null: none). */
        StillDue: {
            snapshot?: components["schemas"]["StillRequest"] | null;
        };
        /** @description A still the page is to take now. */
        StillRequest: {
            /**
             * Format: int64
             * @description By when (server ms); one sent later is kept and shown to the teacher as late.
             */
            deadline: number;
            /** Format: int64 */
            id: number;
        };
        StorageView: {
            /** @description Records and their bytes per source (every file, whatever the filter). */
            bySource: components["schemas"]["SourceUsage"][];
            /**
             * Format: int64
             * @description Bytes on storage (each distinct content once).
             */
            storedBytes: number;
        };
        SubmitBody: {
            /** @description Question id → answer (see PUT answers); unanswered as null. */
            answers: unknown;
        };
        Teacher: {
            /** Format: int64 */
            id: number;
            name?: string | null;
            username: string;
        };
        TeacherList: {
            teachers: components["schemas"]["Teacher"][];
        };
        /**
         * @description One learner's own terms for an exam, given by a teacher: time added to the duration
         *     (seconds), attempts added, and their own window in place of the exam's (both ends or none).
         */
        Terms: {
            /** Format: int64 */
            expiredAt?: number | null;
            /** Format: int32 */
            extraAttempts: number;
            /** Format: int64 */
            extraTime: number;
            /** Format: int64 */
            startedAt?: number | null;
        };
        UnreadCount: {
            /** Format: int64 */
            unreadCount: number;
        };
        /** @description One place a file is used. */
        UseView: {
            /**
             * Format: int64
             * @description The course of a cover, lesson or application.
             */
            courseId?: number | null;
            /** @description cover, courseItem, question, document, paymentProof, setting, snapshot or examSnapshot. */
            kind: string;
            /** @description The kind in Chinese (课程封面, 课程内容, 试题, 报名材料, 缴费凭证, 系统设置, 学时抓拍, 考试抓拍). */
            kindLabel: string;
            /** @description What uses it: the course, "course · lesson", the question's start, "learner · course". */
            label: string;
            /** @description The lesson, question or application id, or the setting's key. */
            targetId?: string | null;
        };
        /** @description A user's roles, appended and effective permissions. */
        UserRoles: {
            appendedPermissions: components["schemas"]["Permission"][];
            permissions: components["schemas"]["Permission"][];
            roles: string[];
            /** Format: int64 */
            userId: number;
        };
        UserRolesBody: {
            permissionName?: components["schemas"]["Permission"][];
            /** @description The user's roles from now on (at least one). */
            roleName?: string[] | null;
        };
        /** @description The four statistic cards. */
        UserStatistics: {
            /**
             * Format: int64
             * @description Accounts whose first role is admin.
             */
            admins: number;
            /**
             * Format: int64
             * @description Accounts whose first role is teacher (spec 001 §6: shown as the reviewers card).
             */
            reviewers: number;
            /**
             * Format: int64
             * @description Accounts whose first role is student.
             */
            students: number;
            /** Format: int64 */
            totalUsers: number;
        };
        /** @description A user as the API shows it (never the password hash). */
        UserView: {
            address?: string | null;
            /** @description YYYY-MM-DD */
            birthDate?: string | null;
            /** Format: int64 */
            createdAt: number;
            degree?: string | null;
            education?: string | null;
            email?: string | null;
            gender?: string | null;
            /** Format: int64 */
            id: number;
            idCard?: string | null;
            inviteCode?: string | null;
            /**
             * @description An imported account's initial password is still in use: the client shows the password
             *     change first; every other call answers 403 PASSWORD_CHANGE_REQUIRED until it is changed.
             */
            mustChangePassword: boolean;
            name?: string | null;
            permissions: components["schemas"]["Permission"][];
            phone?: string | null;
            /** @description Sorted by priority: admin, distributor, teacher, finance, reviewer, student, guest. */
            roles: string[];
            /** Format: int64 */
            updatedAt: number;
            username: string;
            /** Format: int32 */
            workExperience?: number | null;
            workUnit?: string | null;
        };
        /** @description A reviewer's verdict as sent. */
        VerdictBody: {
            /** @description Why; required for 非本人, at most 200 characters. */
            reason?: string | null;
            /** @description self (本人) or other (非本人). */
            verdict?: string | null;
        };
        VerifyCodeAnswer: {
            valid: boolean;
        };
        VerifyCodeBody: {
            code?: string | null;
            phone?: string | null;
            purpose: components["schemas"]["Purpose"];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    positions: {
        parameters: {
            query?: {
                /** @description open or closed. */
                status?: string;
                /** @description A part of the company, position or city (any case). */
                q?: string;
                /** @description Zero-based page number (default 0); a page beyond any list is refused with 400. */
                page?: number;
                /** @description Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank). */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PositionsPage"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    create_position: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PositionBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PositionView"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    update_position: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PositionBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PositionView"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    delete_position: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    referrals: {
        parameters: {
            query?: {
                /** @description recommended, interviewing, hired or declined. */
                status?: string;
                positionId?: number;
                /** @description As the candidates' `q`, or a part of the company or position. */
                q?: string;
                /** @description Zero-based page number (default 0); a page beyond any list is refused with 400. */
                page?: number;
                /** @description Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank). */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralsPage"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    refer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReferBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralView"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    referral: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralDetail"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    change: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReferralChange"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralView"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    staff_pdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 证书不存在 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 该证书已作废 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RevokeBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssuedView"];
                };
            };
            /** @description 请填写作废原因（不超过200字） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 证书不存在 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 该证书已作废 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    choices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassChoices"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    remove_class: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 班级不存在 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 班级中还有学员，请先移出学员再删除班级 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    archive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 班级不存在 / 该学员不在此班级中 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    archives: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the archive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": unknown;
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 班级不存在 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    events: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassEvents"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 班级不存在 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    add_members: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClassMembersBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassMembersAdded"];
                };
            };
            /** @description 请选择 1–1000 名学员 / 只能添加学员账号 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 班级不存在 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 班级人数已满 / 以下学员已在本课程的其他班级中 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    remove_member: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 班级不存在 / 该学员不在此班级中 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    roster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the workbook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 班级不存在 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    moderate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModerationBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnComment"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    course_center: {
        parameters: {
            query?: {
                /** @description A part of the course's or the teacher's name. */
                q?: string;
                sort?: "name" | "fee" | "learners" | "completionRate" | "rating" | "revenue" | "createdAt";
                /** @description asc or desc (default). */
                order?: string;
                /** @description Zero-based page number (default 0); a page beyond any list is refused with 400. */
                page?: number;
                /** @description Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank). */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseCenter"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    teachers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeacherList"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    add_section: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SectionBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSection"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    order_sections: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    rename_section: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                sid: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SectionBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSection"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    delete_section: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                sid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    add_item: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                sid: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthoredItem"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    order_items: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                sid: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    update_item: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                sid: number;
                iid: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthoredItem"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    delete_item: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                sid: number;
                iid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    rules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rules"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    set_rules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RulesBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rules"];
                };
            };
            /** @description 须在{min}到{max}之间 / 最短间隔不能大于最长间隔 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    compare: {
        parameters: {
            query?: {
                /** @description First day, YYYY-MM-DD (China time); default 29 days before `to`. */
                from?: string;
                /** @description Last day, inclusive; default today. At most 366 days. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComparisonView"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    dashboard: {
        parameters: {
            query?: {
                /** @description First day, YYYY-MM-DD (China time); default 29 days before `to`. */
                from?: string;
                /** @description Last day, inclusive; default today. At most 366 days. */
                to?: string;
            };
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardView"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    codes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodesView"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    qr: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the QR code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": unknown;
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    learners: {
        parameters: {
            query?: {
                /**
                 * @description A part of the learner's username or name, the visible digits of their masked phone
                 *     (138****0006), or their whole number (at most 30 such searches an hour).
                 */
                q?: string;
                /** @description Zero-based page number (default 0); a page beyond any list is refused with 400. */
                page?: number;
                /** @description Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank). */
                size?: number;
            };
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LearnersPage"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    list_exams: {
        parameters: {
            query?: {
                search?: string;
                /** @description Zero-based page number (default 0); a page beyond any list is refused with 400. */
                page?: number;
                /** @description Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank). */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthoredExams"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    create_exam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExamBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthoredExam"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    pool: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PoolBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PoolCheck"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    list_records: {
        parameters: {
            query?: {
                /** @description false: waiting for grading; true: graded. */
                reviewed?: boolean;
                examId?: number;
                /** @description Zero-based page number (default 0); a page beyond any list is refused with 400. */
                page?: number;
                /** @description Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank). */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffRecordList"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    record_sheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sheet"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    grade: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rid: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GradeBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sheet"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    reopen_sheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rid: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecisionBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sheet"];
                };
            };
            /** @description 请填写原因（不超过200字） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 只能重新开放学员最近一次作答 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    void_sheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rid: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecisionBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sheet"];
                };
            };
            /** @description 请填写原因（不超过200字） */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 该次作答已判为无效 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    exam_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthoredExam"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    update_exam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExamBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthoredExam"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    delete_exam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    analysis: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamAnalysis"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    set: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OverrideBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OverrideList"];
                };
            };
            /** @description 未找到该学员 / 请填写调整原因（不超过200字） / 请至少调整一项：延长时间、增加次数或单独的考试时间 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    imports: {
        parameters: {
            query?: {
                /** @description Zero-based page number (default 0); a page beyond any list is refused with 400. */
                page?: number;
                /** @description Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank). */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LearnerImportList"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    commit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LearnerImportBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LearnerImportDone"];
                };
            };
            /** @description 有 N 行存在错误，请修改后重新上传，本次未导入任何学员 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 班级人数已满 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 导入学员过于频繁，请稍后再试 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    sent: {
        parameters: {
            query?: {
                /** @description staff (default): what people sent; automatic: the product's own notices to learners. */
                origin?: "staff" | "automatic";
                /** @description Zero-based page number (default 0); a page beyond any list is refused with 400. */
                page?: number;
                /** @description Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank). */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentList"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    compose: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComposeBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentView"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    recipients: {
        parameters: {
            query?: {
                /**
                 * @description A part of the name or username, the visible digits of the phone (138****0006), or the
                 *     whole number (at most 30 such searches an hour).
                 */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipientList"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    permissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionList"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    list_roles: {
        parameters: {
            query?: {
                /** @description Zero-based page number (default 0); a page beyond any list is refused with 400. */
                page?: number;
                /** @description Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank). */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleList"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    update_role: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleView"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    create_role: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleView"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    delete_role: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    update_role_at: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                role_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleView"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    user_roles: {
        parameters: {
            query: {
                userId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserRoles"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    set_user_roles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserRolesBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserDetail"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    table: {
        parameters: {
            query?: {
                courseId?: number;
                /** @description Enrolment status 1–4. */
                status?: components["schemas"]["EnrolmentStatus"];
                /**
                 * @description A part of the learner's username or name, the visible digits of their masked phone
                 *     (138****0006), or their whole number (at most 30 such searches an hour).
                 */
                q?: string;
                /** @description Zero-based page number (default 0); a page beyond any list is refused with 400. */
                page?: number;
                /** @description Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank). */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgressTable"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    courses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowedCourses"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    message: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CourseMessageBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageSent"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    learner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                course_id: number;
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LearnerProgressView"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    list_questions: {
        parameters: {
            query?: {
                search?: string;
                type?: components["schemas"]["QuestionType"];
                subject?: string;
                /** @description A category with those under it; 0: questions filed under none. */
                categoryId?: number;
                /** @description 1 易, 2 中, 3 难. */
                difficulty?: number;
                tag?: string;
                /** @description Zero-based page number (default 0); a page beyond any list is refused with 400. */
                page?: number;
                /** @description Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank). */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionList"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    create_question: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionView"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    create_category: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionCategoryBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedQuestionCategory"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    update_category: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionCategoryBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedQuestionCategory"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    delete_category: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    import: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionImportBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionImportView"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    move_questions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionMoveBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionsMoved"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    sample_paper: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 题库导入示例.docx */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": unknown;
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    update_question: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionView"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    delete_question: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 该题目已被考试使用，不能删除 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    all: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string;
                    };
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    save: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string;
                    };
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    report_courses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportCourses"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    report: {
        parameters: {
            query?: {
                courseId?: number;
                from?: string;
                to?: string;
                q?: string;
                /** @description Zero-based page number (default 0); a page beyond any list is refused with 400. */
                page?: number;
                /** @description Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank). */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportView"];
                };
            };
            /** @description 请选择要统计的课程 / 请选择正确的统计时间段 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 只能查看自己课程的学时 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    export_report: {
        parameters: {
            query?: {
                courseId?: number;
                from?: string;
                to?: string;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 学时报表-{课程}-{日期}.xlsx */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    learner_report: {
        parameters: {
            query?: {
                courseId?: number;
                from?: string;
                to?: string;
                q?: string;
            };
            header?: never;
            path: {
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LearnerReport"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 用户不存在 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    review_sheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewView"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 学习记录不存在 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    review: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerdictBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewView"];
                };
            };
            /** @description 请选择本人或非本人 / 判定为非本人时请填写理由 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 学习尚未结束，请在本次学习结束后再核验 / 已判定为非本人的学习记录不能改判 / 该学习记录已是此判定 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    list_users: {
        parameters: {
            query?: {
                /** @description Part of the user id's digits. */
                id?: string;
                username?: string;
                phone?: string;
                email?: string;
                /**
                 * @description An exact ID number (身份证号): its holders, found through the number's keyed hash (the
                 *     numbers are stored sealed, "Personal information" in the README).
                 */
                idCard?: string;
                /** @description Zero-based page number (default 0); a page beyond any list is refused with 400. */
                page?: number;
                /** @description Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank). */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserList"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    create_user: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminUserBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserDetail"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    statistics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserStatistics"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    user_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserDetail"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    edit_user: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminUserEdit"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserDetail"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    delete_user: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    announcements: {
        parameters: {
            query?: {
                /** @description Only unread messages. */
                unread?: boolean;
                /** @description Zero-based page number (default 0); a page beyond any list is refused with 400. */
                page?: number;
                /** @description Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank). */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnnouncementList"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    read_all: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadCount"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    unread: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadCount"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    verify_by_number: {
        parameters: {
            query?: {
                /** @description The serial number printed on the certificate. */
                number?: string;
                /** @description The holder's full name. */
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateCheck"];
                };
            };
            /** @description 未查到该证书，请核对证书编号和持证人姓名 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 请输入证书编号和持证人姓名 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 查询过于频繁，请稍后再试 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    verify_by_token: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateCheck"];
                };
            };
            /** @description 未查到该证书，请核对证书编号和持证人姓名 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 查询过于频繁，请稍后再试 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    of_course: {
        parameters: {
            query?: {
                /** @description Zero-based page number (default 0); a page beyond any list is refused with 400. */
                page?: number;
                /** @description Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank). */
                size?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseCommentsView"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    save_own: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnComment"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    delete_own: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    sections: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SectionList"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description not enrolled with status 4 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    items: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                sid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemList"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    read_note: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                sid: number;
                iid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoteView"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    save_note: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                sid: number;
                iid: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NoteBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoteView"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 笔记保存失败，当前章节不存在 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    read_progress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                sid: number;
                iid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgressView"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    save_progress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                sid: number;
                iid: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProgressBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgressView"];
                };
            };
            /** @description 保存进度参数有误 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 学习进度异常：超出实际观看时长 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    outbox: {
        parameters: {
            query?: {
                /** @description Only the messages sent to this phone. */
                phone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxAnswer"];
                };
            };
        };
    };
    check_due: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    own_dashboard: {
        parameters: {
            query?: {
                /** @description First day, YYYY-MM-DD (China time); default 29 days before `to`. */
                from?: string;
                /** @description Last day, inclusive; default today. At most 366 days. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardView"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    own_codes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodesView"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    own_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CodeBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeView"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    own_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CodeBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeView"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    own_qr: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the QR code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": unknown;
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    own_learners: {
        parameters: {
            query?: {
                /**
                 * @description A part of the learner's username or name, the visible digits of their masked phone
                 *     (138****0006), or their whole number (at most 30 such searches an hour).
                 */
                q?: string;
                /** @description Zero-based page number (default 0); a page beyond any list is refused with 400. */
                page?: number;
                /** @description Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank). */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LearnersPage"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    options: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrolmentOptions"];
                };
            };
        };
    };
    signed_in: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string;
                    };
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    save_draft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                course_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DraftBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationView"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    own_document: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                course_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the .docx */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    pay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                course_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationView"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    records: {
        parameters: {
            query?: {
                /** @description Only records of exams with this subject. */
                subject?: string;
                /** @description Zero-based page number (default 0); a page beyond any list is refused with 400. */
                page?: number;
                /** @description Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank). */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordList"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    paper: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paper"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    save_answers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnswersBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedAnswer"];
                };
            };
            /** @description 答案格式错误 / 答案包含不存在的选项 / 单选题只能选择一个选项 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 您已完成该考试 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 考试时间已结束 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExitAnswer"];
                };
            };
            /** @description 事件类型无效 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    exit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExitAnswer"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    record_detail: {
        parameters: {
            query?: {
                /** @description The attempt's number; left out: the latest submitted. */
                attempt?: number;
            };
            header?: never;
            path: {
                /** @description exam id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordDetail"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 考试记录不存在 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    due: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StillDue"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 您已完成该考试 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 请先开始考试 / 考试时间已结束 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    take: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                snapshot_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StillBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StillDue"];
                };
            };
            /** @description 请上传本场考试中拍摄的照片 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 本次考试抓拍请求已失效 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 您已完成该考试 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 请先开始考试 / 考试时间已结束 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    start: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartAnswer"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 您没有参加该考试的权限 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 您已完成该考试 / 您已通过该考试 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 考试尚未开始 / 考试已结束 / 考试时间已结束 / 学时未达到考试要求，还差{hours}学时 / 距离下次作答还需等待{minutes}分钟 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    upload: {
        parameters: {
            query?: {
                /** @description avatar | cover | course | material | payment | snapshot | exam-snapshot | question-import (may also be sent as a form field). */
                source?: string;
                /**
                 * @description With `material`: the document slot the file is for (see /enrolment/options); a file of a
                 *     type the slot does not take is refused here, before anything is stored.
                 */
                slot?: string;
                /** @description The type of the course whose slot is meant (0 certification, 1 special; default 0). */
                course_type?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description fields: file, source */
        requestBody?: {
            content: {
                "multipart/form-data": unknown;
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileView"];
                };
            };
            /** @description type not allowed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description guest, or a learner uploading course media */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    exists: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExistsAnswer"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    info: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileView"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    payment_queue: {
        parameters: {
            query?: {
                courseName?: string;
                /** @description waiting (a proof to check, the default) or confirmed. */
                state?: string;
                /** @description Zero-based page number (default 0); a page beyond any list is refused with 400. */
                page?: number;
                /** @description Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank). */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Queue"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    payment_record: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationView"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    decide_payment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecisionBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationView"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    issue_invoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationView"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    notices: {
        parameters: {
            query?: {
                /** @description Only unread messages. */
                unread?: boolean;
                /** @description Zero-based page number (default 0); a page beyond any list is refused with 400. */
                page?: number;
                /** @description Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank). */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoticeList"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    material_queue: {
        parameters: {
            query?: {
                /** @description Part of the course name (case-insensitive). */
                courseName?: string;
                /** @description pending (status 1), approved (2 or 4), rejected (3); absent: all. */
                reviewedResult?: components["schemas"]["ReviewedResult"];
                submittedMaterials?: boolean;
                issuedRegistrationCode?: boolean;
                examCompleted?: boolean;
                certificateIssued?: boolean;
                paymentCompleted?: boolean;
                invoiceIssued?: boolean;
                /** @description Zero-based page number (default 0); a page beyond any list is refused with 400. */
                page?: number;
                /** @description Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank). */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Queue"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    material_record: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                course_id: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationView"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    decide_materials: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                course_id: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecisionBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationView"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    issue_certificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                course_id: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CertificateBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationView"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    record_exam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                course_id: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExamResultBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationView"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    record_document: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                course_id: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the .docx */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeskSummary"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    site: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string;
                    };
                };
            };
        };
    };
    send_code: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendCodeBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendCodeAnswer"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 该手机号未注册 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description sent less than 60 s ago, or too many sends from this address */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    verify_code: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyCodeBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifyCodeAnswer"];
                };
            };
            /** @description 验证码错误 / 验证码已过期，请重新获取 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    credits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditsView"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    open: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenedView"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    beat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BeatBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BeatView"];
                };
            };
            /** @description 学习记录参数有误 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 无权操作该学习记录 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 您已在其他设备或窗口继续学习 / 未在规定时间内确认，本段学时不计入 / 本次学习已结束，请重新进入课程 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    answer_check: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                check_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionView"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 该确认已失效 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 未在规定时间内确认，本段学时不计入 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    leave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    take_snapshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                snapshot_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SnapshotBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionView"];
                };
            };
            /** @description 请上传本次学习时拍摄的照片 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 无权操作该学习记录 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 该抓拍请求已失效 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 您已在其他设备或窗口继续学习 / 本次学习已结束，请重新进入课程 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserView"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    update_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserView"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    own_certificates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnCertificates"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    own_pdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 只能下载本人的证书 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 证书不存在 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 该证书已作废 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    data_export: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the archive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": unknown;
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 下载个人数据过于频繁，请{seconds}秒后重试; data.retryAfter seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    guest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginAnswer"];
                };
            };
            /** @description too many guest entries from this address */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginAnswer"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 用户名或密码错误 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description too many failures; data.retryAfter seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    phone_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneLoginBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginAnswer"];
                };
            };
            /** @description 验证码错误 / 验证码已过期，请重新获取 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    change_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description rules, or 密码修改失败，请确认当前密码是否正确 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    reset_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserView"];
                };
            };
            /** @description validation, data.fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 用户名已存在 / 手机号已被注册 / 邮箱已被注册 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description too many registrations from this address; data.retryAfter seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    delete_account: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the caller's own user id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description not your account, or a guest */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    serve: {
        parameters: {
            query?: {
                /**
                 * @description Any value: answer as an attachment with the original name (files other than images,
                 *     audio and video always are).
                 */
                download?: string;
            };
            header?: never;
            path: {
                /** @description sha256 */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the bytes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description a range */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description unchanged (If-None-Match) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description the range lies outside the file */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}

/** The server's permission names (schema Permission) by camelCase name. */
export const PERMISSION = {
  userManage: 'user:manage',
  roleManage: 'role:manage',
  courseManage: 'course:manage',
  questionManage: 'question:manage',
  examManage: 'exam:manage',
  examGrade: 'exam:grade',
  contentAll: 'content:all',
  materialReview: 'material:review',
  paymentReview: 'payment:review',
  noticeSend: 'notice:send',
  commentManage: 'comment:manage',
  fileManage: 'file:manage',
  settingsManage: 'settings:manage',
  dashboardView: 'dashboard:view',
  careerManage: 'career:manage',
  distributorManage: 'distributor:manage',
  studyVerify: 'study:verify',
  certificateManage: 'certificate:manage',
  classManage: 'class:manage',
  auditRead: 'audit:read',
  courseBrowse: 'course:browse',
  courseStudy: 'course:study',
  enrolmentApply: 'enrolment:apply',
  examTake: 'exam:take',
} as const satisfies Record<string, components['schemas']['Permission']>;
