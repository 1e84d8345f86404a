-- A started boost holds its slot for 30 minutes until it is paid (issue 21), no longer for its
-- checkout's 24 hours: four unpaid starts kept two ZIP codes full for everyone for a day. Holds
-- taken before this release end 30 minutes after they began, like new ones; the server gives
-- them back at the next start in their ZIP code or the boost-expiry job's next run.
update private.boosts
   set hold_until = least(hold_until, created_at + interval '30 minutes')
 where status = 'held';
