// The Zebra puzzle of Life International (1962) as printed in paper 003, section 7.1, in the
// text format of docs/zebra.md. Identical to data/zebra/einstein-1962.txt (a test checks it), built
// in so that `deduce bench zebra` runs from any directory.
#include "puzzles/zebra/zebra.h"

namespace deduce::zebra {

const char* const kEinstein1962 = R"(# The Zebra puzzle as published in Life International, 17 December 1962 (paper 003, chapter 7).
# Five houses in a row; each attribute has one value per house.
color: yellow blue red ivory green
nationality: Englishman Spaniard Ukrainian Norwegian Japanese
drink: coffee tea milk "orange juice" water
smoke: "Old Gold" Kools Chesterfields "Lucky Strike" Parliaments
pet: dog snails fox horse zebra

Englishman = red                      # 1. The Englishman lives in the red house.
Spaniard = dog                        # 2. The Spaniard owns the dog.
coffee = green                        # 3. Coffee is drunk in the green house.
Ukrainian = tea                       # 4. The Ukrainian drinks tea.
green immediately-right-of ivory      # 5. The green house is immediately to the right of the ivory house.
"Old Gold" = snails                   # 6. The Old Gold smoker owns snails.
Kools = yellow                        # 7. Kools are smoked in the yellow house.
milk at middle                        # 8. Milk is drunk in the middle house.
Norwegian at first                    # 9. The Norwegian lives in the first house.
Chesterfields next-to fox             # 10. The Chesterfield smoker lives next to the man with the fox.
Kools next-to horse                   # 11. Kools are smoked in the house next to the house with the horse.
"Lucky Strike" = "orange juice"       # 12. The Lucky Strike smoker drinks orange juice.
Japanese = Parliaments                # 13. The Japanese man smokes Parliaments.
Norwegian next-to blue                # 14. The Norwegian lives next to the blue house.

? water                               # Who drinks water?
? zebra                               # Who owns the zebra?
)";

}  // namespace deduce::zebra
