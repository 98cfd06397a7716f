-- GET one of BENCH_PATHS ("|"-separated) as a random learner; BENCH_ANON=1 sends no token.
package.path = os.getenv("BENCH_DIR") .. "/wrk/?.lua;" .. package.path
local common = require("common")
local learners = common.learners()
local paths = common.split(os.getenv("BENCH_PATHS"), "|")
local anonymous = os.getenv("BENCH_ANON") == "1"

request = function()
  local path = paths[math.random(#paths)]
  if anonymous then return wrk.format("GET", path) end
  return wrk.format("GET", path, common.auth(learners[math.random(#learners)].token))
end

done = common.done
