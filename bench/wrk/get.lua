-- GET one of BENCH_PATHS ("|"-separated) as a random learner; BENCH_ANON=1 sends no token,
-- BENCH_TOKEN=t sends that one (a staff member's).
package.path = os.getenv("BENCH_DIR") .. "/wrk/?.lua;" .. package.path
local common = require("common")
local learners = common.learners()
local paths = common.split(os.getenv("BENCH_PATHS"), "|")
local anonymous = os.getenv("BENCH_ANON") == "1"
local fixed = os.getenv("BENCH_TOKEN")

request = function()
  local path = paths[math.random(#paths)]
  if anonymous then return wrk.format("GET", path) end
  if fixed then return wrk.format("GET", path, common.auth(fixed)) end
  return wrk.format("GET", path, common.auth(learners[math.random(#learners)].token))
end

done = common.done
