# `deduce bench counts` end to end on small problems: one thread and several agree with the known
# answers (the bench exits 1 otherwise), bad options exit 2.
source "$(dirname "$0")/lib.bash"
expect_out "queens 10 on 3 threads" "queens10             724" "$D" bench counts --threads 3 --problems queens10,langford8,enigma6
expect_exit "answers agree" 0 "$D" bench counts --threads 2 --per-worker 5 --problems queens8,langford7,langford11,enigma7,magic3
expect_out "hardware baseline" "hw_ovh   sw_ovh" "$D" bench counts --threads 2 --hw-baseline --repeat 2 --problems queens8,langford7,enigma6
expect_out "best of K" "the fastest of 2 runs each" "$D" bench counts --threads 2 --repeat 2 --problems queens8,langford7
expect_exit "hardware baseline needs the one-thread run" 2 "$D" bench counts --hw-baseline --no-single --problems queens8
expect_exit "parallel only" 0 "$D" bench counts --threads 4 --no-single --problems queens12
expect_exit "unknown problem" 2 "$D" bench counts --problems queens99
expect_exit "bad threads" 2 "$D" bench counts --threads -1
expect_exit "bad per-worker" 2 "$D" bench counts --per-worker 0
expect_exit "unknown option" 2 "$D" bench counts --bogus
expect_out "6x6 grids by band classes" "28,200,960 yes" "$D" bench counts --grids --threads 2 --shapes 2x2,2x3,3x2
expect_out "4x4 grids" "2x2                                 288 yes" "$D" bench counts --grids --shapes 2x2
expect_exit "bad shape" 2 "$D" bench counts --grids --shapes 1x4
expect_exit "too large a shape" 2 "$D" bench counts --grids --shapes 3x4
expect_exit "shapes without grids" 2 "$D" bench counts --shapes 2x2
finish
