-- PUT learning progress of a text lesson (one of BENCH_PATHS) as a random learner.
package.path = os.getenv("BENCH_DIR") .. "/wrk/?.lua;" .. package.path
local common = require("common")
local learners = common.learners()
local paths = common.split(os.getenv("BENCH_PATHS"), "|")
local body = '{"progress":100,"completed":true}'

request = function()
  local headers = common.auth(learners[math.random(#learners)].token, { ["Content-Type"] = "application/json" })
  return wrk.format("PUT", paths[math.random(#paths)], headers, body)
end

done = common.done
