// The English of ownCourses.ts (a file of its own: the task pane loads English only on demand).
import type { ownCourseTextPl } from './ownCourses';

export const ownCourseTextEn: Record<keyof typeof ownCourseTextPl, string> = {
  'course.singingChalice.study': 'study the chalice',
  'course.singingChalice.study.duet':
    'You hum a short tune to the chalice and it answers with a variation on it. After a few hours of trying, you begin to understand how the flower builds its sounds.',
  'course.singingChalice.study.silence':
    'The chalice falls silent the moment you approach and stays stubbornly quiet. You wait a good while but learn nothing.',
  'course.singingChalice.study.shriek':
    'The chalice sings louder and louder until its melody turns into a piercing shriek. Before you can back away, visors crack and ears ache for a long time.',
  'course.singingChalice.study.harmony':
    'The Scientist records the song and spends hours breaking it into tones. It turns out the chalice uses it to lure pollinators, with a different melody for each species.',
  'course.singingChalice.pick': 'pick a bud',
  'course.singingChalice.pick.picked':
    'You carefully cut a young bud at its base and take it with you. It keeps humming softly in its container.',
  'course.singingChalice.pick.wilts':
    'The buds wilt at the mere touch of a glove. After an hour of trying there is nothing left worth taking.',
  'course.singingChalice.pick.wail':
    'The cut chalice lets out a tearing wail that rattles helmets and cracks sensors. You back off empty-handed, ears ringing.',
  'course.singingChalice.leave': 'leave the chalice be',
  'course.singingChalice.leave.gone': 'You leave the chalice to its songs and move on, its melody following you for a long while.',

  'course.lanternTree.study': 'study the tree',
  'course.lanternTree.study.glowCycle':
    'For hours you measure the glow of the fruit as it dims and brightens in a slow rhythm. At last you understand how the tree stores light by day and gives it back at night.',
  'course.lanternTree.study.daylight':
    'In full sunlight the glow of the fruit vanishes entirely and the instruments show nothing of interest. The time is wasted.',
  'course.lanternTree.study.spores':
    'A shaken branch showers you with glowing dust that stings the skin and clogs the filters. Rinsing it off and cleaning the gear takes you a while.',
  'course.lanternTree.study.roots':
    'The Scientist uncovers part of the roots and finds glowing fungi living inside them. They feed the fruit with light — a partnership nobody has described before.',
  'course.lanternTree.pick': 'pick a glowing fruit',
  'course.lanternTree.pick.ripeFruit':
    'You twist a ripe fruit off its stalk, and even in the container it shines with a steady, warm light. You take it with you.',
  'course.lanternTree.pick.unripe':
    'Only unripe fruit hangs within reach, and none of it will come loose. After an hour of tugging you give up.',
  'course.lanternTree.pick.burst':
    'The fruit bursts in your hands and splashes you with hot, glowing juice that eats through gloves and floods the instruments.',
  'course.lanternTree.leave': 'leave the tree',
  'course.lanternTree.leave.gone': 'You leave the tree in peace. As you walk away, its fruit keeps twinkling among the leaves.',

  'course.thinkingMeadow.study': 'study the meadow',
  'course.thinkingMeadow.study.rhythm':
    'For hours you follow the swaying of the blades. The rhythm does not match the current: the meadow moves to a complex pattern of its own, and you manage to describe it.',
  'course.thinkingMeadow.study.silt':
    'Stirred-up silt clouds the water and the meadow vanishes from sight. You wait for the water to clear, but nothing gets studied.',
  'course.thinkingMeadow.study.tangle':
    'The blades suddenly wrap around legs and arms, tightening steadily. You tear free with difficulty, bruised and with torn gear.',
  'course.thinkingMeadow.study.thoughts':
    'The Neurodetector picks up slow waves of thought passing through the meadow like wind through wheat. You record them: this is no reflex, but a mind.',
  'course.thinkingMeadow.leave': 'leave the meadow',
  'course.thinkingMeadow.leave.gone': 'You leave the meadow in peace. For a long time its blades lean the way you went.',

  'course.thresholdWarden.talk': 'talk to the warden',
  'course.thresholdWarden.talk.signs':
    'You trade gestures with the Warden for a long time until it grasps that you come in peace. In return it shows you what it guards: the entrance to an old archive of its people.',
  'course.thresholdWarden.talk.barred':
    'The Warden bars the way and stands motionless, repeating the same forbidding sign. After an hour of fruitless attempts you give up.',
  'course.thresholdWarden.talk.passage':
    'The Commander\'s calm dignity wins the Warden over. It steps away from the threshold and leads you through a hall full of unknown records, explaining them with gestures.',
  'course.thresholdWarden.talk.armourScript':
    'The Scientist reads the signs engraved on the Warden\'s armour and repeats them aloud. The Warden confirms each right word with a nod, and you learn the rudiments of its script.',
  'course.thresholdWarden.observe': 'watch the warden',
  'course.thresholdWarden.observe.vigil':
    'You watch the Warden from a safe distance. After a few hours you know its habits: when it shifts its stance, whom it lets in, and how it honours the building.',
  'course.thresholdWarden.observe.still': 'The Warden stands as still as a statue, hour after hour. You learn nothing.',
  'course.thresholdWarden.observe.flash':
    'The Warden senses the watchers and its armour flares with a blinding light. The discharge burns skin and fries the instruments\' circuits, and it takes a while to recover.',
  'course.thresholdWarden.observe.longWait':
    'The Neurodetector catches the Warden\'s thoughts: it has waited for ages for the return of those who built this place. You record this fragment of its long story.',
  'course.thresholdWarden.leave': 'leave the threshold',
  'course.thresholdWarden.leave.gone': 'You step back from the threshold. The Warden watches you until you are out of sight.',
  'course.thresholdWarden.await': 'wait for the warden\'s decision',
  'course.thresholdWarden.await.escort':
    'The warden does not wait for you to act. It walks up, beckons you to follow and leads you down a winding corridor to a chamber whose walls are covered in glowing writing.',
  'course.thresholdWarden.await.turnedBack':
    'The warden raises an arm and bars the way. There is nothing to negotiate: you turn back, and it returns to its post at the threshold.',
  'course.thresholdWarden.await.rebuke':
    'The warden takes your presence for insolence. Its armour throws out two beams of light that burn people and wreck gear before you can retreat.',

  'course.starMerchant.talk': 'talk to the merchant',
  'course.starMerchant.talk.barter':
    'You bargain in gestures until the merchant parts with a scrap of a star map for a handful of trinkets. Along the way it tells you of the routes it travels between the stars.',
  'course.starMerchant.talk.haggle':
    'The merchant haggles fiercely over every trifle, and you understand barely half of its signs. After long bargaining nobody is satisfied and no trade is made.',
  'course.starMerchant.talk.deal':
    'The Commander offers a trade in stories: the history of Earth for tales of distant worlds. The merchant accepts with delight and talks on and on.',
  'course.starMerchant.talk.translated':
    'The Neurodetector turns the merchant\'s clicks and whistles into plain thoughts. The talk goes smoothly, and you soon learn where it comes from and what it trades in.',
  'course.starMerchant.observe': 'watch the merchant',
  'course.starMerchant.observe.wares':
    'You watch the merchant lay out its wares and tune its strange instruments. Its bustle tells you a great deal about the technology of its world.',
  'course.starMerchant.observe.packsUp':
    'The merchant spots the watchers, packs its wares into its bags and leaves. You wait a little longer, but come away with nothing.',
  'course.starMerchant.observe.guardDevice':
    'You get too close to one of the bags, and the device guarding it strikes you with a discharge that burns skin and scorches gear. Tending the burns takes a while.',
  'course.starMerchant.observe.instruments':
    'The Scientist recognises one of the merchant\'s instruments as a navigation device and sketches its design: valuable knowledge of how the aliens travel between the stars.',
  'course.starMerchant.leave': 'bid the merchant farewell',
  'course.starMerchant.leave.gone': 'You wave the merchant goodbye. It answers with the same gesture and turns back to its bags.',

  'course.towerFolk.talk': 'talk to the Tower Folk',
  'course.towerFolk.talk.lightSignals':
    'You flash signals with your lamps and wait a long time. At last lights begin to blink in the tower windows, and you learn the basics of their language of light.',
  'course.towerFolk.talk.noAnswer':
    'You call, wave and flash your lamps, but the towers stay silent. Slender figures watch you from the windows, yet none of them answers.',
  'course.towerFolk.talk.descent':
    'The Commander steps alone into the middle of the square and waits with a raised hand. One of the Tower Folk comes down and spends a long time telling you about their city in gestures.',
  'course.towerFolk.talk.thoughtLink':
    'The Neurodetector catches thoughts drifting down from the towers: calm, attentive and curious. You answer the same way, and a silent conversation begins.',
  'course.towerFolk.observe': 'watch the towers',
  'course.towerFolk.observe.towerLife':
    'You watch the life of the towers: walkways thrown between the spires, hovering platforms, lights lit at fixed hours. You learn a great deal from it.',
  'course.towerFolk.observe.shutters':
    'No sooner do you raise your binoculars than the tower windows close one by one. You wait a while longer, but nothing more happens.',
  'course.towerFolk.observe.warningStone':
    'A warning stone falls from on high, then more. You scatter, but not everyone escapes the blows; tending wounds and gathering the broken gear takes a while.',
  'course.towerFolk.observe.architecture':
    'Hour after hour the Scientist sketches the towers and discovers the principle behind them: each grows from the same spiral core. A valuable insight into the aliens.',
  'course.towerFolk.leave': 'leave the towers',
  'course.towerFolk.leave.gone': 'You leave the towers behind, followed by motionless gazes from the windows.',
  'course.towerFolk.await': 'wait for the Tower Folk\'s decision',
  'course.towerFolk.await.lift':
    'The Tower Folk decide for you: a platform glides down from the highest tower and carries you up. From there your hosts show you the whole city, district by district.',
  'course.towerFolk.await.watched':
    'The Tower Folk look at you from their windows and soon close the shutters. There will be no talk; the decision was made without you.',
  'course.towerFolk.await.stones':
    'The tower dwellers decide to drive the intruders away. Stones rain down from above, and before you find cover someone and something is hit.',

  'course.domeChoir.talk': 'talk to the choir',
  'course.domeChoir.talk.questions':
    'The Choir showers you with questions about everything at once, and for hours you patiently answer. In return it speaks of itself in one long, many-voiced sentence that you study at length.',
  'course.domeChoir.talk.roar':
    'The Choir\'s voices swell into a deafening roar that bores into your heads. Overloaded instruments go dead, and it is a long while before the pain fades.',
  'course.domeChoir.talk.oneByOne':
    'The Commander asks the Choir to ask one question at a time, and to your surprise it agrees. The talk takes shape, and you learn who dwells under the dome and why they sealed themselves in.',
  'course.domeChoir.talk.mindBridge':
    'The Neurodetector links you to the Choir\'s mind. For a moment you hear its thoughts as your own and understand how many voices make up a single will.',
  'course.domeChoir.observe': 'watch the dome',
  'course.domeChoir.observe.sway':
    'Through the dome walls you see its dwellers moving in perfect unison, like a single body. Hours of watching bring many insights.',
  'course.domeChoir.observe.clouded':
    'The dome walls cloud over as soon as you approach, and nothing can be seen through them. You wait a while in vain.',
  'course.domeChoir.observe.domeLife':
    'The Scientist follows the flow of air, water and light under the dome for a long time and finds that its dwellers share even their breath. A remarkable finding.',
  'course.domeChoir.leave': 'leave the dome',
  'course.domeChoir.leave.gone':
    'You walk away while the Choir calls after you with a hundred questions at once, until the dome sinks below the horizon.',

  'course.cityExile.talk': 'talk to the exile',
  'course.cityExile.talk.tales':
    'The exile tells you about its city, its streets, customs and rulers, hoping for your help. You listen carefully and take many notes.',
  'course.cityExile.talk.distrust':
    'At your first puzzling gesture the exile backs away and flees among the rocks. It cannot be coaxed back.',
  'course.cityExile.talk.confession':
    'The Commander wins the exile\'s trust. At last it confesses whom it fled from and why, and its story reveals the hidden history of the whole city.',
  'course.cityExile.talk.mapsShared':
    'The Scientist spreads out the maps, and the exile slowly and carefully draws the plan of its city on them. Comparing notes, you learn its script and measures.',
  'course.cityExile.observe': 'watch the exile',
  'course.cityExile.observe.trail':
    'You follow the exile at a safe distance and watch how it survives alone: where it finds water, how it hides, what it avoids. You learn a great deal.',
  'course.cityExile.observe.lost':
    'The exile soon realises someone is on its trail and loses you in a maze of ruins. A long search comes to nothing.',
  'course.cityExile.observe.pursuers':
    'Those the exile is fleeing from find you instead. A hail of missiles flies out of the shadows, wounding people and wrecking gear before the attackers vanish.',
  'course.cityExile.observe.fear':
    'The Neurodetector senses constant fear in the exile, and blurred images of those hunting it. You record them, though not all of it makes sense.',
  'course.cityExile.observe.hideout':
    'The Scout reads the exile\'s tracks like a map and leads you straight to its hideout among the ruins. You see what it built its shelter from and what it lives on.',
  'course.cityExile.leave': 'leave the exile',
  'course.cityExile.leave.gone': 'You leave the exile to its fate. Its lonely figure stays in view on the ridge for a long time.',

  'course.memorySphere.study': 'study the sphere',
  'course.memorySphere.study.visions':
    'For hours you gaze at the images drifting through the sphere and recognise places that recur: cities, seas, an alien sky. You sketch a map of them.',
  'course.memorySphere.study.blur':
    'The images flicker past too fast to catch anything. After an hour you put the instruments away with nothing to show.',
  'course.memorySphere.study.trance':
    'Someone stares too long into the sphere and falls into a trance. Waking them takes a long time, and they come round in a panic, smashing gear and getting hurt on the rocks.',
  'course.memorySphere.study.chronicle':
    'The Scientist notices that the images follow a fixed order. It is a chronicle: the history of the sphere\'s makers, from their first settlements to the stars.',
  'course.memorySphere.take': 'take the sphere',
  'course.memorySphere.take.wrapped':
    'You wrap the sphere in insulating foil and take it with you. Faint images keep drifting beneath the wrapping.',
  'course.memorySphere.take.tooHot':
    'Once lifted, the sphere heats up so quickly that you have to put it down. You try again and again, but in the end you give up.',
  'course.memorySphere.take.flare':
    'The sphere flares in your hands with a blinding light and burns through the gloves. It drops to the ground, and the instruments nearby crack in the heat.',
  'course.memorySphere.leave': 'leave the sphere',
  'course.memorySphere.leave.gone': 'You leave the sphere where it lies. The images inside it drift on, indifferent to the newcomers.',

  'course.alienWeapon.study': 'study the weapon',
  'course.alienWeapon.study.mechanism':
    'You trace the channels running from grip to muzzle and gradually work out how the weapon works. Only whom it was meant to be aimed at remains a mystery.',
  'course.alienWeapon.study.inert':
    'The weapon lies inert and does not respond to anything you try. After an hour you know as much about it as before.',
  'course.alienWeapon.study.discharge':
    'Someone presses the wrong spot on the grip. A blinding beam bursts from the muzzle, burning through gear and wounding those nearby, and tending them takes a while.',
  'course.alienWeapon.study.design':
    'The Scientist recognises in the weapon\'s design a principle human engineering is still searching for. The notes will fill more than one paper.',
  'course.alienWeapon.take': 'take the weapon',
  'course.alienWeapon.take.secured':
    'The weapon is surprisingly light. You wrap it carefully, muzzle pointing away from everyone, and take it with you.',
  'course.alienWeapon.take.misfire':
    'The lifted weapon fires by itself. The beam slashes through everything around, wounding people and wrecking gear, and the weapon drops from your hands.',
  'course.alienWeapon.leave': 'leave the weapon',
  'course.alienWeapon.leave.gone': 'You leave the weapon untouched. Better not to find out what it is for.',

  'course.livingCrystal.study': 'study the crystal',
  'course.livingCrystal.study.pulse':
    'You measure the crystal\'s pulsing and its growth. After a few hours it is clear that it grows in spurts, in time with its own light.',
  'course.livingCrystal.study.dim':
    'The crystal goes dark as soon as you approach and for an hour stays as dead as ordinary stone. You learn nothing.',
  'course.livingCrystal.study.overgrowth':
    'The crystal overgrows a probe and reaches for the glove holding it. Laboriously chipping the growth away cuts hands and ruins instruments.',
  'course.livingCrystal.study.lattice':
    'Under the microscope the Scientist studies the crystal\'s lattice and finds its cells dividing like living tissue. A discovery of a lifetime.',
  'course.livingCrystal.take': 'take the crystal',
  'course.livingCrystal.take.prisedOff':
    'For hours you prise at the crystal until it comes away from the rock. You seal it in a tight container, where it pulses calmly, and take it with you.',
  'course.livingCrystal.take.rooted': 'The crystal has grown too deep into the rock. After long work with chisels you give up.',
  'course.livingCrystal.take.creeps':
    'The crystal rapidly overgrows the tools and gloves touching it. Before you can break free, its sharp growths cut hands and ruin gear.',
  'course.livingCrystal.take.laserCut':
    'The Laser cuts the crystal from the rock in one clean stroke and seals the edges, leaving it nothing to grow over. You take it with you.',
  'course.livingCrystal.leave': 'leave the crystal',
  'course.livingCrystal.leave.gone': 'You leave the crystal where it is. It pulses slowly behind you, as if breathing.',

  'course.starTablet.study': 'study the tablet',
  'course.starTablet.study.skyMap':
    'You compare the carved sky with your own charts and recognise constellations seen from elsewhere. After a few hours you know where the tablet\'s makers watched the sky from.',
  'course.starTablet.study.worn': 'The carvings are so worn they cannot be read. After an hour of trying you put the magnifiers away.',
  'course.starTablet.study.homeStar':
    'The Scientist calculates and compares at length, and at last points to the glowing star in the real sky. If the reckoning is right, it is the builders\' home.',
  'course.starTablet.take': 'take the tablet',
  'course.starTablet.take.hauled':
    'The slab is dreadfully heavy. You drag it for hours on ropes and makeshift rollers, but in the end you take it with you.',
  'course.starTablet.take.tooHeavy': 'The slab will not budge, however long you struggle with it. You have to leave it behind.',
  'course.starTablet.take.crushed':
    'The levered slab slips off its supports and pins legs and gear beneath it. Freeing the injured takes a while, and the tablet stays where it is.',
  'course.starTablet.leave': 'leave the tablet',
  'course.starTablet.leave.gone': 'You leave the tablet behind. One star on it keeps glowing, as if waiting for someone.',

  'course.seedCapsule.study': 'study the capsule',
  'course.seedCapsule.study.stirring':
    'Through the clear wall you can see something inside stirring in time with your steps. After a few hours of measurements you know it is an embryo waiting for the right soil.',
  'course.seedCapsule.study.clouded':
    'The capsule clouds over in the lamplight and nothing inside can be seen any more. You wait for it to clear, but in vain.',
  'course.seedCapsule.study.seedling':
    'The Scientist recognises the embryo as a plant made to turn dead worlds green. Someone once meant to sow it here.',
  'course.seedCapsule.take': 'take the capsule',
  'course.seedCapsule.take.padded':
    'You wrap the capsule in everything soft you have and carefully take it with you. The life inside keeps waiting patiently.',
  'course.seedCapsule.take.cracked':
    'You spend a while working out how to lift it safely, and at the first attempt its wall cracks and the life inside fades. There is nothing left to take.',
  'course.seedCapsule.take.burst':
    'The capsule bursts in your hands, spraying a caustic fluid that eats through gloves and burns skin. Nothing of its contents survives.',
  'course.seedCapsule.leave': 'leave the capsule',
  'course.seedCapsule.leave.gone': 'You leave the capsule untouched. Let it wait for its sowing.',

  'course.ringingGeode.study': 'study the geode',
  'course.ringingGeode.study.resonance':
    'You tap the geode and record its note from every side. After a few hours you know that the crystals inside tune to one another like strings.',
  'course.ringingGeode.study.dull':
    'The geode stays silent, and through the crack in its shell you see only dull, weathered crystals. After an hour you put the instruments away.',
  'course.ringingGeode.study.shards': 'A tap too hard bursts the brittle shell. Sharp crystal splinters cut hands and ruin gear.',
  'course.ringingGeode.study.growthBands':
    'The Scientist reads the growth bands of the crystals like tree rings. They tell when water flowed on this planet and when it dried up.',
  'course.ringingGeode.take': 'take the geode',
  'course.ringingGeode.take.chiselled':
    'For two hours you chisel the geode out of the rock, wrap it up and take it with you. It chimes softly with every step.',
  'course.ringingGeode.take.split':
    'At the first blow of the chisel the geode splits in two and its crystals spill onto the ground. There is nothing left to take.',
  'course.ringingGeode.take.rockfall':
    'Chiselling at the geode loosens a block of rock above it. Falling stones injure people and ruin gear, and the geode stays under the rubble.',
  'course.ringingGeode.take.safeLedge':
    'The Scout spots a rock ledge from which the geode can be reached safely. You lift it out whole without disturbing anything around it.',
  'course.ringingGeode.leave': 'leave the geode',
  'course.ringingGeode.leave.gone': 'You leave the geode in the rock. The wind keeps sounding its long note.',

  'course.spiralFossil.study': 'study the fossil',
  'course.spiralFossil.study.strata':
    'You measure the fossil and the layers of rock around it. After a few hours you know how long ago this animal swam in a sea that is no longer here.',
  'course.spiralFossil.study.crumbly': 'The rock around the fossil crumbles under your fingers and blurs every trace. After an hour you give up.',
  'course.spiralFossil.study.bankGives': 'The undercut wall suddenly slides down, burying people and gear. Digging everyone out takes an hour.',
  'course.spiralFossil.study.lineage':
    'The Scientist compares the shell with the ammonites of Earth and finds striking likenesses. Life on both worlds took a similar road.',
  'course.spiralFossil.take': 'take the fossil',
  'course.spiralFossil.take.dugOut':
    'For hours you dig the fossil out and split it off the rock with a slab of its bed. It is heavy, but you take it with you.',
  'course.spiralFossil.take.crumbles': 'Lifted from the ground, the fossil falls to pieces before you can wrap it. Only sand is left of it.',
  'course.spiralFossil.take.slide':
    'The fossil, once moved, drags the slope down with it. The landslide injures people and ruins gear, and the fossil vanishes under the earth.',
  'course.spiralFossil.take.laserCut':
    'The Laser cuts out the block holding the fossil in one clean stroke without touching the shell. You take it with you whole.',
  'course.spiralFossil.leave': 'leave the fossil',
  'course.spiralFossil.leave.gone': 'You leave the fossil where it has lain for millions of years. It can wait a little longer.',
};
