// generated — do not edit. `npm run gen:api` writes it from web/openapi.json (what `skillcert openapi`
// prints) with openapi-typescript; `make contract` refreshes both. Friendly names: ./api-types.ts.

export interface paths {
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
                query?: never;
                header?: never;
                path: {
                    search: string | null;
                    page: number | null;
                    size: number | null;
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
        post: operations["create"];
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
        put: operations["update"];
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
    "/api/v0/admin/exam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exams the caller may edit. */
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
    "/api/v0/admin/notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sent messages with how many recipients have read each. */
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
    "/api/v0/admin/question": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The question bank, newest first, filtered by text, type and subject. */
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
        post: operations["read"];
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
                query?: never;
                header?: never;
                path: {
                    /** @description Part of the course name. */
                    search: string | null;
                    category: string | null;
                    type: number | null;
                    /** @description Only trial courses (publicCourse true). */
                    publicCourse: boolean | null;
                    /** @description Zero-based page (default 0). */
                    page: number | null;
                    /** @description Page size (default 100, at most 100). */
                    size: number | null;
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
                        "application/json": components["schemas"]["CourseList"];
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
    "/api/v0/course/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Course categories with the number of courses in each. */
        get: operations["categories"];
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
                query?: never;
                header?: never;
                path: {
                    /** @description Zero-based page (default 0). */
                    page: number | null;
                    /** @description Page size (default 10, at most 100). */
                    size: number | null;
                    /** @description all (default), started, ended or notStarted. */
                    status: string | null;
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
         * An exam's items with their questions, in exam order.
         *     The exam paper for a learner who may take it while it runs: questions without answers.
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
    "/api/v0/exam/{id}/exit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Counts one exit from the exam page; the third ends the exam with the saved draft. */
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
         * The caller's record of an exam with every answer; correct answers and explanations as the
         *     exam's answerVisibility allows (after the exam closes, once graded, or never).
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
    "/api/v0/exam/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts (or resumes) the caller's attempt. One attempt per learner and exam. */
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
        post: operations["submit"];
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
        /** Deletes a file record (its owner or an administrator); the bytes go when nothing else uses them. */
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
        Attempt: {
            /** @description The saved draft, keyed by question id. */
            answers: {
                [key: string]: components["schemas"]["Answer"];
            };
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
            /** @description all, role, course or users. */
            kind?: string | null;
            role?: string | null;
            userIds?: number[] | null;
        };
        AuthoredCourse: {
            course: components["schemas"]["CourseView"];
            sections: components["schemas"]["AuthoredSection"][];
        };
        AuthoredExam: {
            exam: components["schemas"]["ExamView"];
            items: components["schemas"]["AuthoredExamItem"][];
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
            type: string;
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
        Category: {
            /** Format: int64 */
            count: number;
            name: string;
        };
        CategoryList: {
            categories: components["schemas"]["Category"][];
        };
        ComposeBody: {
            audience?: components["schemas"]["Audience"] | null;
            content?: string | null;
            /** @description The fields of an exam or certificate notice (see MessageView.details). */
            details: unknown;
            title?: string | null;
            /** @description system, course, exam, certificate, other or announcement. */
            type?: string | null;
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
            /**
             * Format: int32
             * @description 0 certification class, 1 special-topic class.
             */
            type?: number | null;
        };
        CourseList: {
            courses: components["schemas"]["CourseView"][];
            /** Format: int64 */
            totalCount: number;
        };
        /** @description A course as learners see it. */
        CourseView: {
            category: string;
            cover?: string | null;
            /** Format: int64 */
            createdAt: number;
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
             * Format: int32
             * @description The caller's enrolment: 1 pending review, 2 approved awaiting payment, 3 rejected,
             *     4 may study; null when not enrolled (and for anonymous callers and guests).
             */
            status?: number | null;
            /** Format: int64 */
            teacherId?: number | null;
            teacherName?: string | null;
            /**
             * Format: int32
             * @description 0 certification class, 1 special-topic class.
             */
            type: number;
            /** Format: int64 */
            updatedAt: number;
        };
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
        ErrorCode: "REQUEST_INVALID" | "BODY_MALFORMED" | "QUERY_MALFORMED" | "TEXT_CONTROL_CHARACTER" | "TEXT_TOO_LONG" | "NOT_FOUND" | "API_NOT_FOUND" | "INTERNAL" | "LOGIN_REQUIRED" | "SESSION_EXPIRED" | "FORBIDDEN" | "GUEST_FORBIDDEN" | "LOGIN_THROTTLED" | "SMS_THROTTLED" | "REGISTER_THROTTLED" | "GUEST_THROTTLED" | "LOGIN_FAILED" | "LOGIN_USERNAME_REQUIRED" | "LOGIN_PASSWORD_REQUIRED" | "USERNAME_REQUIRED" | "USERNAME_LENGTH" | "USERNAME_LOOKS_LIKE_CONTACT" | "USERNAME_AND_NAME_REQUIRED" | "USERNAME_TAKEN" | "PHONE_REQUIRED" | "PHONE_REQUIRED_FORGOT" | "PHONE_INVALID" | "PHONE_INVALID_PROFILE" | "PHONE_TAKEN" | "PHONE_NOT_REGISTERED" | "EMAIL_REQUIRED" | "EMAIL_INVALID" | "EMAIL_INVALID_PROFILE" | "EMAIL_TAKEN" | "PASSWORD_REQUIRED" | "PASSWORD_WEAK" | "PASSWORD_CURRENT_REQUIRED" | "PASSWORD_CURRENT_TOO_SHORT" | "PASSWORD_NEW_REQUIRED" | "PASSWORD_NEW_REQUIRED_RESET" | "PASSWORD_NEW_TOO_SHORT" | "PASSWORD_NEW_TOO_LONG" | "PASSWORD_NEW_WEAK" | "PASSWORD_NEW_SAME" | "PASSWORD_CHANGE_FAILED" | "INVITE_CODE_LENGTH" | "INVITE_CODE_INVALID" | "ID_CARD_INVALID" | "BIRTH_DATE_INVALID" | "GENDER_INVALID" | "EDUCATION_REQUIRED" | "EDUCATION_INVALID" | "DEGREE_REQUIRED" | "DEGREE_INVALID" | "WORK_EXPERIENCE_INVALID" | "ROLE_NOT_FOUND" | "ACCOUNT_NOT_OWN" | "SMS_CODE_REQUIRED" | "SMS_CODE_WRONG" | "SMS_CODE_EXPIRED" | "SMS_CODE_USED_UP" | "SMS_CODE_NOT_SENT" | "FILE_NOT_FOUND" | "FILE_MISSING" | "FILE_EMPTY" | "FILE_TOO_LARGE" | "FILE_TOO_LARGE_MAX" | "FILE_TYPE_UNSUPPORTED" | "FILE_SOURCE_INVALID" | "FILE_UPLOAD_MALFORMED" | "FILE_UPLOAD_FORBIDDEN" | "FILE_DELETE_FORBIDDEN" | "FILE_READ_FORBIDDEN" | "COURSE_NOT_FOUND" | "COURSE_NOT_OWN" | "COURSE_NAME_REQUIRED" | "COURSE_NAME_TOO_LONG" | "COURSE_CATEGORY_REQUIRED" | "COURSE_CATEGORY_TOO_LONG" | "COURSE_TYPE_INVALID" | "COURSE_FEE_NEGATIVE" | "COVER_INVALID" | "COURSE_DESCRIPTION_TOO_LONG" | "TEACHER_NOT_FOUND" | "COURSE_HAS_EXAMS" | "SECTION_NOT_FOUND" | "SECTION_TITLE_REQUIRED" | "SECTION_TITLE_TOO_LONG" | "SECTION_ORDER_INCOMPLETE" | "ITEM_NOT_FOUND" | "ITEM_TITLE_REQUIRED" | "ITEM_TITLE_TOO_LONG" | "ITEM_TYPE_INVALID" | "ITEM_CONTENT_REQUIRED" | "ITEM_CONTENT_TOO_LONG" | "ITEM_FILE_REQUIRED" | "ITEM_DURATION_INVALID" | "ITEM_ORDER_INCOMPLETE" | "STUDY_NOT_ALLOWED" | "PROGRESS_INVALID" | "PROGRESS_AHEAD_OF_CLOCK" | "NOTE_TOO_LONG" | "NOTE_ITEM_NOT_FOUND" | "QUESTION_NOT_FOUND" | "QUESTION_NOT_OWN" | "QUESTION_TYPE_INVALID" | "QUESTION_CONTENT_REQUIRED" | "QUESTION_CONTENT_TOO_LONG" | "QUESTION_OPTION_LABEL_INVALID" | "QUESTION_OPTIONS_TOO_FEW" | "QUESTION_ANSWER_REQUIRED" | "QUESTION_ANSWER_NOT_AN_OPTION" | "QUESTION_SINGLE_CHOICE_ONE_ANSWER" | "QUESTION_REFERENCE_REQUIRED" | "QUESTION_SCORE_RANGE" | "QUESTION_IN_USE" | "EXAM_NOT_FOUND" | "EXAM_NOT_OWN" | "EXAM_TITLE_REQUIRED" | "EXAM_TITLE_TOO_LONG" | "EXAM_DURATION_RANGE" | "EXAM_END_BEFORE_START" | "EXAM_TIMES_INCOMPLETE" | "EXAM_COURSE_NOT_OWN" | "EXAM_ITEMS_REQUIRED" | "EXAM_QUESTION_NOT_OWN" | "EXAM_QUESTION_REPEATED" | "EXAM_ANSWER_VISIBILITY_INVALID" | "EXAM_STATUS_INVALID" | "EXAM_NOT_ALLOWED" | "EXAM_NOT_STARTED" | "EXAM_ENDED" | "EXAM_TIME_UP" | "EXAM_ALREADY_SUBMITTED" | "EXAM_ATTEMPT_NOT_STARTED" | "EXAM_ANSWER_FOREIGN_QUESTION" | "EXAM_ANSWER_MALFORMED" | "EXAM_ANSWER_NOT_AN_OPTION" | "EXAM_ANSWER_SINGLE_CHOICE" | "EXAM_RECORD_NOT_FOUND" | "SHEET_NOT_FOUND" | "SHEET_NOT_OWN" | "GRADE_QUESTION_FOREIGN" | "GRADE_SCORE_REQUIRED" | "GRADE_SCORE_RANGE" | "GRADE_COMMENT_TOO_LONG" | "MESSAGE_NOT_FOUND" | "MESSAGE_TYPE_INVALID" | "MESSAGE_TITLE_REQUIRED" | "MESSAGE_TITLE_TOO_LONG" | "MESSAGE_CONTENT_REQUIRED" | "MESSAGE_CONTENT_TOO_LONG" | "MESSAGE_DETAILS_MISSING" | "AUDIENCE_ROLE_REQUIRED" | "AUDIENCE_COURSE_REQUIRED" | "AUDIENCE_USERS_REQUIRED" | "AUDIENCE_INVALID" | "CONFLICT";
        ExamBody: {
            answerVisibility?: components["schemas"]["AnswerVisibility"] | null;
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
            /** Format: int64 */
            expiredAt?: number | null;
            /** @description Ignored: the URL's id is the exam's id. */
            id?: unknown;
            items?: components["schemas"]["ExamItemBody"][] | null;
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
        /**
         * @description Where an exam stands by the server's clock.
         * @enum {string}
         */
        ExamStatus: "notStarted" | "started" | "ended";
        /** @description An exam as the exam centre shows it. */
        ExamView: {
            /** @description When learners see the correct answers and explanations. */
            answerVisibility: components["schemas"]["AnswerVisibility"];
            /** @description The caller may take it (ignores the clock). */
            canTake: boolean;
            /** @description The caller has submitted it. */
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
            /** Format: int64 */
            id: number;
            /** @description Same as title (the spec names both). */
            name: string;
            /** Format: int64 */
            questionCount: number;
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
            /** @description The exam was ended (the third exit submits the saved draft). */
            ended: boolean;
            /** Format: int32 */
            exitCount: number;
        };
        /** @description An uploaded file as the API shows it. */
        FileView: {
            /** Format: int64 */
            createdAt: number;
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
        ItemBody: {
            /** @description The text of a TEXT lesson; the media URL (from the upload call) otherwise. */
            content?: string | null;
            /**
             * Format: double
             * @description Length in seconds of a video or audio lesson.
             */
            duration?: number | null;
            title?: string | null;
            /** @description TEXT, IMAGE, VIDEO or AUDIO. */
            type?: string | null;
        };
        ItemList: {
            items: components["schemas"]["ItemView"][];
        };
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
            type: string;
            /** @description 系统通知, 课程通知, 考证开班通知, 领取证书通知, 其他通知 or 公告通知. */
            typeLabel: string;
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
        OrderBody: {
            /** @description Every id, in the new order. */
            ids: number[];
        };
        OutboxAnswer: {
            /** @description Newest first. */
            messages: components["schemas"]["SentMessage"][];
        };
        Paper: {
            description?: string | null;
            /** Format: int64 */
            duration: number;
            /** Format: int64 */
            expiredAt?: number | null;
            /** Format: int64 */
            id: number;
            items: components["schemas"]["PaperItem"][];
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
        PhoneLoginBody: {
            code?: string | null;
            phone?: string | null;
        };
        ProfileBody: {
            /** @description At most 200 characters. */
            address?: string | null;
            /**
             * Format: int64
             * @description Date of birth as milliseconds since the epoch (read back as birthDate).
             */
            birth?: number | null;
            /** @description YYYY-MM-DD */
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
             * @description Whole years: a number or a string of digits.
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
        /**
         * @description What a code may be used for.
         * @enum {string}
         */
        Purpose: "login" | "reset";
        QuestionBody: {
            answer: unknown;
            content?: string | null;
            explanation?: string | null;
            /** @description `{isMultiple, options: {label: text}}`; a JSON string is accepted too. */
            metadata: unknown;
            /**
             * Format: int32
             * @description Default 5.
             */
            score?: number | null;
            subject?: string | null;
            type?: string | null;
        };
        QuestionList: {
            questions: components["schemas"]["QuestionView"][];
            subjects: string[];
            /** Format: int64 */
            totalCount: number;
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
            content: string;
            /** Format: int64 */
            createdAt: number;
            explanation?: string | null;
            /** Format: int64 */
            id: number;
            /** @description `{isMultiple, options: {label: text}}`. */
            metadata: unknown;
            /** Format: int32 */
            score: number;
            subject?: string | null;
            type: string;
            /** Format: int64 */
            updatedAt: number;
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
             * @description Null until graded.
             */
            score?: number | null;
            subject?: string | null;
            title: string;
            /** Format: int32 */
            totalScore: number;
            /** Format: int64 */
            updatedAt: number;
        };
        RegisterBody: {
            email?: string | null;
            /** @description Optional; exactly 12 letters or digits; null when empty. */
            inviteCode?: string | null;
            password?: string | null;
            phone?: string | null;
            username?: string | null;
        };
        ResetPasswordBody: {
            code?: string | null;
            newPassword?: string | null;
            phone?: string | null;
        };
        SavedAnswer: {
            /** Format: int64 */
            savedAt: number;
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
            type: string;
            typeLabel: string;
        };
        Sheet: {
            answers: components["schemas"]["AnswerDetail"][];
            record: components["schemas"]["StaffRecord"];
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
        UnreadCount: {
            /** Format: int64 */
            unreadCount: number;
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
            name?: string | null;
            permissions: string[];
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
    create: {
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
    update: {
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
    list_exams: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                search: string | null;
                page: number | null;
                size: number | null;
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
    list_records: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description false: waiting for grading; true: graded. */
                reviewed: boolean | null;
                examId: number | null;
                page: number | null;
                size: number | null;
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
    sent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                page: number | null;
                size: number | null;
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
                    "application/json": components["schemas"]["SentList"];
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
    list_questions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                search: string | null;
                type: string | null;
                subject: string | null;
                page: number | null;
                size: number | null;
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
    announcements: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Zero-based page (default 0). */
                page: number | null;
                /** @description Page size (default 10, at most 100). */
                size: number | null;
                /** @description Only unread messages. */
                unread: boolean | null;
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
                    "application/json": components["schemas"]["AnnouncementList"];
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
    read: {
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
    categories: {
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
            query?: never;
            header?: never;
            path: {
                /** @description Only the messages sent to this phone. */
                phone: string | null;
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
                    "application/json": components["schemas"]["OutboxAnswer"];
                };
            };
        };
    };
    records: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                page: number | null;
                /** @description Default 10. */
                size: number | null;
                /** @description Only records of exams with this subject. */
                subject: string | null;
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
            query?: never;
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
            /** @description 您已完成该考试 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 考试尚未开始 / 考试已结束 / 考试时间已结束 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    submit: {
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
    upload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description avatar | cover | course | material | payment (may also be sent as a form field). */
                source: string | null;
            };
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
    notices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Zero-based page (default 0). */
                page: number | null;
                /** @description Page size (default 10, at most 100). */
                size: number | null;
                /** @description Only unread messages. */
                unread: boolean | null;
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
                    "application/json": components["schemas"]["NoticeList"];
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
            query?: never;
            header?: never;
            path: {
                /** @description sha256 */
                name: string;
                /** @description Any value: answer as an attachment with the original name. */
                download: string | null;
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
}
