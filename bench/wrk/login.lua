-- POST /api/v0/user/login as random distinct learners (Argon2 bound).
package.path = os.getenv("BENCH_DIR") .. "/wrk/?.lua;" .. package.path
local common = require("common")
local learners = common.learners()

request = function()
  local who = learners[math.random(#learners)]
  local body = string.format('{"username":"%s","password":"bench12345"}', who.name)
  return wrk.format("POST", "/api/v0/user/login", { ["Content-Type"] = "application/json" }, body)
end

done = common.done
