// The English of spaceEvents.ts (a file of its own: the task pane loads English only on demand).
import type { spaceEventTextPl } from './spaceEvents';

export const spaceEventTextEn: Readonly<Record<keyof typeof spaceEventTextPl, string>> = {
  'spaceEvent.micrometeorites.intro':
    'A swarm of micrometeorites lashes the hull like hail on a tin roof. Decompression warnings light up one after another.',
  'spaceEvent.micrometeorites.patched':
    'The repair crew spends long hours patching dozens of tiny punctures while the starship crawls along on reduced thrust.',
  'spaceEvent.micrometeorites.sensorsHit':
    'One fragment punches into the hold and ricochets among the equipment crates. Patching the hull keeps you busy for a long time.',
  'spaceEvent.micrometeorites.crewHurt':
    'A fragment punches through the cabin wall and sharp shards of plating whistle over the bunks. Patching the hull and dressing the cuts keeps you busy for a long time.',

  'spaceEvent.solarStorm.intro':
    'The star astern unleashes a huge flare. A wave of charged particles catches up with the starship faster than the models predicted.',
  'spaceEvent.solarStorm.shelter':
    'You sit out the storm in the shielded shelter while the starship drifts on reduced thrust instead of heading for its target.',
  'spaceEvent.solarStorm.radiation':
    'Not everyone reached the shelter in time, and the radiation catches them in the corridors. The storm is slow to pass.',
  'spaceEvent.solarStorm.robotsFried':
    'Power surges race through the robot bay, throwing sparks from the circuits. Waiting out the storm costs you time.',
  'spaceEvent.solarStorm.longStorm':
    'Flare after flare — the storm refuses to die down, and you are stuck in the shelter for a very long time.',

  'spaceEvent.navigationError.intro':
    'The navigation computer reports a discrepancy: the reference stars are not where they should be. An error has crept into the calculations.',
  'spaceEvent.navigationError.recalc':
    'After painstaking recalculation you are back on the right course, though nothing will give you back the lost time.',
  'spaceEvent.navigationError.bigDetour':
    'The error was found late and the starship had drifted far off course. Getting back on track costs you a lot of time.',
  'spaceEvent.navigationError.lostWeeks':
    'The starship flew the wrong way for weeks before anyone noticed. It is a painful loss of time.',

  'spaceEvent.coolantLeak.intro':
    'A cracked coolant line hisses in the engine room and the reactor temperature creeps upward. You must slow down and act fast.',
  'spaceEvent.coolantLeak.sealed':
    'You seal the leak, but until the repair is done you fly on reduced power and crawl towards your target.',
  'spaceEvent.coolantLeak.toolsLost':
    'A jet of freezing coolant floods the rack where you keep the tools. Replacing the line drags on.',
  'spaceEvent.coolantLeak.frostbite': 'Sealing the line in the freezing mist ends in frostbite. The repair drags on.',

  'spaceEvent.reactorFlutter.intro':
    'The reactor output starts to fluctuate for no clear reason, and the drive sputters every few hours.',
  'spaceEvent.reactorFlutter.tuned':
    'Recalibrating the magnetic field means shutting down the drive, and meanwhile the starship drifts idle.',
  'spaceEvent.reactorFlutter.shutdown':
    'The reactor has to be shut down and restarted from scratch, and the start-up drags on for weeks.',
  'spaceEvent.reactorFlutter.surge':
    'A violent power surge runs through the wiring in the hold, and the smell of burnt insulation fills the gloom. The repairs keep you busy for a long time.',

  'spaceEvent.dustCloud.intro':
    'The starship enters a dense cloud of interstellar dust. The bow shields glow red-hot.',
  'spaceEvent.dustCloud.slowDown':
    'You have to slow down so as not to burn out the shields, and the crossing seems to take forever.',
  'spaceEvent.dustCloud.abrasion':
    'The dust seeps through the hold filters and settles thickly on the equipment. The slow crossing costs you time.',
  'spaceEvent.dustCloud.ancientGrains':
    'The collected dust holds grains older than the Sun — a real discovery, though the slow crossing costs you time.',

  'spaceEvent.fuelContamination.intro':
    'The fuel filters clog with thick sludge, and engine thrust drops hour by hour.',
  'spaceEvent.fuelContamination.flush':
    'Flushing the entire fuel system takes a long time, and the engines stay silent meanwhile.',
  'spaceEvent.fuelContamination.stall':
    'The engines die and have to be taken apart. The starship sits still for long weeks.',
  'spaceEvent.fuelContamination.toolsRuined':
    'The corrosive sludge eats into everything it touches, the cleaning tools included. The work drags on.',

  'spaceEvent.crewFever.intro':
    'Several crew members wake up with fever and a rash. No one recognises the symptoms, so a quarantine is declared aboard.',
  'spaceEvent.crewFever.quarantine':
    'The quarantine and the decontamination of the starship drag on, but the illness passes without a trace.',
  'spaceEvent.crewFever.spread':
    'The fever spreads from cabin to cabin, laying more people low. The quarantine drags on.',
  'spaceEvent.crewFever.newMicrobe':
    'The culprit turns out to be an unknown microorganism — a scientific discovery, though someone falls badly ill before the starship’s laboratory identifies it. The quarantine drags on.',

  'spaceEvent.gravityEddy.intro':
    'An invisible mass bends the flight path: the starship is caught in a gravitational eddy between two stars.',
  'spaceEvent.gravityEddy.dragged': 'Breaking free of the eddy takes a long, roundabout manoeuvre that costs you time.',
  'spaceEvent.gravityEddy.deepWell': 'The eddy is deeper than you thought, and escaping it takes weeks.',
  'spaceEvent.gravityEddy.slipped':
    'The sensors feel the eddy in time, and the starship slips along its rim without losing any time.',

  'spaceEvent.computerCrash.intro':
    'The main on-board computer freezes mid-sentence. The lights go out and the starship flies blind.',
  'spaceEvent.computerCrash.reboot': 'Rebooting and checking every system takes a long time while the starship drifts.',
  'spaceEvent.computerCrash.robotWiped':
    'The crash spreads through the on-board network to the robots, which freeze mid-motion. Restoring the systems costs you time.',
  'spaceEvent.computerCrash.oldCharts':
    'Restoring the systems takes a long time, but the recovered memory holds forgotten maps from old probes. Thanks to them the next search for a landing area will cost no time.',

  'spaceEvent.hydroponicsBlight.intro':
    'Mould destroys the crops in the hydroponic greenhouse. Your food resources will not last to the end of this flight leg.',
  'spaceEvent.hydroponicsBlight.resupply':
    'You divert to an icy moon to gather water and replant the greenhouse. The stop costs you time.',
  'spaceEvent.hydroponicsBlight.hunger':
    'Until the greenhouse bears fruit again, the crew lives on starvation rations and grows weaker by the day.',

  'spaceEvent.sleepPodFailure.intro':
    'The hibernation pods report a fault and wake the sleeping crew in mid-flight.',
  'spaceEvent.sleepPodFailure.repaired': 'Repairing the pods and putting the crew back to sleep takes a long time.',
  'spaceEvent.sleepPodFailure.frostbite': 'Waking too abruptly leaves frostbite, and repairing the pods drags on.',
  'spaceEvent.sleepPodFailure.falseAlarm':
    'The fault turns out to be a false alarm. The pods switch to a deep regenerative sleep and the flight goes on without delay.',

  'spaceEvent.robotGlitch.intro':
    'After a software update the robots start behaving strangely: they rearrange the cargo and ignore orders.',
  'spaceEvent.robotGlitch.reset': 'Restoring the old software and testing every robot takes a long time.',
  'spaceEvent.robotGlitch.revolt':
    'The robots resist being switched off, and a scuffle between people and machines breaks out in the hold.',
  'spaceEvent.robotGlitch.selfRepair':
    'The new software proves brilliant: the robots inspect the equipment on their own and set about fixing whatever needs it.',

  'spaceEvent.asteroidSwarm.intro':
    'A dense swarm of asteroids stretches ahead of the bow. Flying straight through is risky, and going around is long.',
  'spaceEvent.asteroidSwarm.option.through': 'fly through the swarm',
  'spaceEvent.asteroidSwarm.option.around': 'go around the swarm',
  'spaceEvent.asteroidSwarm.clean':
    'The starship threads its way between the rocks with perfect precision and leaves the swarm without a scratch.',
  'spaceEvent.asteroidSwarm.scraped':
    'The starship scrapes against a rock fragment, and the jolt rolls through the hold.',
  'spaceEvent.asteroidSwarm.hit':
    'A direct hit! An asteroid tears open the plating, and the shock hurls people and cargo against the walls.',
  'spaceEvent.asteroidSwarm.detour': 'You skirt the swarm on a safe arc, but the detour costs you time.',
  'spaceEvent.asteroidSwarm.longDetour':
    'The swarm turns out far larger than the radar showed, and the detour drags on for a very long time.',

  'spaceEvent.cometTail.intro':
    'Your course crosses the glowing tail of a comet. The sensors detect ice and complex organic compounds in it.',
  'spaceEvent.cometTail.option.collect': 'collect samples',
  'spaceEvent.cometTail.option.avoid': 'steer clear of the tail',
  'spaceEvent.cometTail.samples': 'The ice samples reach the lab, though manoeuvring in the tail costs you time.',
  'spaceEvent.cometTail.iceImpact':
    'A chunk of ice slams into the cargo lock and shakes the whole hold. Manoeuvring in the tail costs you time.',
  'spaceEvent.cometTail.organics':
    'The ice holds amino acids unknown to Earth chemistry — a true discovery, worth every day spent in the tail.',
  'spaceEvent.cometTail.passed': 'The starship slips past the tail without losing any time.',
  'spaceEvent.cometTail.detour':
    'The tail is wider than it looked and has to be avoided on a wide arc. The detour costs you time.',

  'spaceEvent.derelictShip.intro':
    'A dead, drifting ship appears on the radar. It does not answer hails, and its hull bears the scars of an old fire.',
  'spaceEvent.derelictShip.option.board': 'investigate the wreck',
  'spaceEvent.derelictShip.option.ignore': 'keep course',
  'spaceEvent.derelictShip.salvage':
    'You haul crates of spare parts out of the wreck and get straight to repairs. Searching the wreck costs you time.',
  'spaceEvent.derelictShip.explosion':
    'A tank of leftover fuel explodes in the wreck, and the blast reaches the boarding team. The operation drags on.',
  'spaceEvent.derelictShip.logbook':
    'The recovered logbook describes the routes of an unknown civilisation — a valuable discovery, though searching the wreck costs you time.',
  'spaceEvent.derelictShip.passBy':
    'The wreck fades astern, and its secret with it. The flight goes on undisturbed.',

  'spaceEvent.distressSignal.intro':
    'A distress call in an unknown code is coming from a nearby asteroid belt.',
  'spaceEvent.distressSignal.option.answer': 'answer the call',
  'spaceEvent.distressSignal.option.ignore': 'ignore the signal',
  'spaceEvent.distressSignal.emptyBeacon':
    'Only an old, lonely beacon waits at the source of the signal. The search costs you time.',
  'spaceEvent.distressSignal.alienProbe':
    'The signal comes from a damaged alien probe, and its records are priceless to scientists. The search costs you time.',
  'spaceEvent.distressSignal.trap':
    'It is an automated trap! The source of the signal answers with a powerful discharge that surges through the robot bay. Breaking away costs you time.',
  'spaceEvent.distressSignal.silence': 'The signal fades and soon falls silent. No one will ever know who sent it.',
  'spaceEvent.distressSignal.reprimand':
    'Earth intercepts the recording of the signal and rules that ignoring the call broke regulations. A reprimand goes into the expedition report.',

  'spaceEvent.stowaway.intro':
    'There is a stowaway aboard: a small, nimble creature of unknown origin is gnawing through the cables in the hold.',
  'spaceEvent.stowaway.option.catch': 'catch the stowaway',
  'spaceEvent.stowaway.option.vent': 'open the hold airlock',
  'spaceEvent.stowaway.caught':
    'After a long hunt the creature ends up in a container, an interesting specimen for scientists on Earth.',
  'spaceEvent.stowaway.bitten':
    'The creature fights back fiercely with teeth and claws, and the chase through the hold drags on.',
  'spaceEvent.stowaway.vented':
    'You open the airlock and the uninvited guest vanishes into the void. Problem solved with no time lost.',
  'spaceEvent.stowaway.cageLost':
    'Before the uninvited guest vanishes into the void, it thrashes around the hold in panic, tearing at everything in its way.',

  'spaceEvent.quietSector.intro':
    'The starship enters an unusually calm region: no dust, no radiation, just silence and stars.',
  'spaceEvent.quietSector.calm':
    'The route ahead leads through this calm sector. On the next flight leg events will be half as likely.',
  'spaceEvent.quietSector.rest':
    'The quiet is good for rest, and everyone can finally catch their breath. On the next flight leg events will be half as likely.',

  'spaceEvent.magnetarPulse.intro':
    'A distant magnetar sends out a pulse that jams every radio beacon in the area. The navigation charts become useless.',
  'spaceEvent.magnetarPulse.scrambled':
    'The starship flies on, but without reliable reference points. On the next flight leg events will be twice as likely.',
  'spaceEvent.magnetarPulse.recalibrated':
    'Luckily the sensors can be recalibrated, although the work takes a long time.',

  'spaceEvent.shuttleCracks.intro':
    'A routine inspection of the shuttle reveals a web of micro-cracks in its heat shield.',
  'spaceEvent.shuttleCracks.cracks':
    'They cannot be fully repaired aboard. The next landing will be riskier.',
  'spaceEvent.shuttleCracks.replaced':
    'The technicians replace the cracked shield plates. It is long work, but the shuttle is as good as new.',

  'spaceEvent.probeRelay.intro':
    'The starship passes the relay of a long-lost Earth probe. It is still broadcasting survey data on the nearby planets.',
  'spaceEvent.probeRelay.surveyData':
    'The data include detailed surface maps. The next search for a landing area will cost no time.',
  'spaceEvent.probeRelay.fullArchive':
    'The probe’s archive also holds records no one on Earth has ever seen. The next search for a landing area will cost no time.',

  'spaceEvent.crystalNebula.intro':
    'Beyond the portholes spreads a nebula full of ice crystals shimmering in every colour of the rainbow.',
  'spaceEvent.crystalNebula.marvel':
    'The spellbound crew slows down to photograph the phenomenon. The pictures come out dazzling, though the crossing drags on.',
  'spaceEvent.crystalNebula.blinded':
    'The crystals scatter the starlight and blind the navigation sensors. For long weeks you fly blind.',

  'spaceEvent.alienMonolith.intro':
    'A perfectly smooth black monolith drifts in the void between the stars. It reflects neither light nor radar.',
  'spaceEvent.alienMonolith.option.study': 'study the object',
  'spaceEvent.alienMonolith.option.leave': 'leave the object',
  'spaceEvent.alienMonolith.insight':
    'The measurements reveal a structure no human could build. The study is long, but the results are priceless.',
  'spaceEvent.alienMonolith.discharge':
    'The monolith answers the probe’s touch with a discharge that leaps to those standing closest. The study drags on.',
  'spaceEvent.alienMonolith.starMap':
    'After a long study a map of nearby systems with landing areas marked flares up on the monolith. Thanks to it the next search for a landing area will cost no time.',
  'spaceEvent.alienMonolith.leftBehind':
    'The monolith falls behind, as silent as before. The flight continues undisturbed.',

  'spaceEvent.roguePlanet.intro':
    'A lonely dark planet that orbits no star appears in the starship’s path.',
  'spaceEvent.roguePlanet.observe':
    'You close in to study this wandering world, and the observations absorb you for a long while.',
  'spaceEvent.roguePlanet.captured':
    'The rogue planet’s gravity pulls the starship into a long, stretched orbit, and breaking free is a huge struggle.',

  'spaceEvent.ancientSignal.intro':
    'The radio telescope picks up a regular signal that has travelled through space for millions of years. Someone, once, badly wanted to be heard.',
  'spaceEvent.ancientSignal.option.decode': 'decode the signal',
  'spaceEvent.ancientSignal.option.record': 'just record the signal',
  'spaceEvent.ancientSignal.coordinates':
    'Decoding takes a long time, but the signal contains the coordinates of good landing areas. The next search for a landing area will cost no time.',
  'spaceEvent.ancientSignal.message':
    'After a long decoding effort you manage to read a message from an alien civilisation — a true breakthrough.',
  'spaceEvent.ancientSignal.virus':
    'Hidden in the signal is something like a virus that worms into the on-board network and goes after the robot controllers. Cleaning up drags on.',
  'spaceEvent.ancientSignal.archived': 'The recording goes into the archive. Let them decode it on Earth.',

  'spaceEvent.timeAnomaly.intro':
    'The ship’s clocks drift apart and the crew lives through the same moments again and again. The starship has flown into a time anomaly.',
  'spaceEvent.timeAnomaly.lostMonths':
    'When the anomaly releases you, it turns out that far more time has passed on Earth than aboard.',
  'spaceEvent.timeAnomaly.rewind':
    'Time in the crew’s bodies runs back a few weeks, as if nothing bad had ever befallen them, and the voyage loses not a single day.',
  'spaceEvent.timeAnomaly.loop':
    'The starship circles in a time loop before you manage to break it, and every lap swallows more weeks.',

  'spaceEvent.plasmaWhale.intro':
    'An enormous creature made of plasma, as big as a small moon, glides past the starship. Its body pulses with rhythmic light.',
  'spaceEvent.plasmaWhale.option.follow': 'follow the creature',
  'spaceEvent.plasmaWhale.option.keepCourse': 'keep course',
  'spaceEvent.plasmaWhale.songs':
    'You follow the creature for long weeks and record its luminous songs — priceless material for science.',
  'spaceEvent.plasmaWhale.tailSwipe':
    'The creature takes you for an intruder and lashes the starship with its plasma tail. Escaping costs you time.',
  'spaceEvent.plasmaWhale.farewell':
    'The creature drifts away, flashing a farewell. The starship flies on without delay.',

  'spaceEvent.spaceFold.intro':
    'Ahead of the bow space ripples like the surface of water, and the stars beyond it form unfamiliar constellations.',
  'spaceEvent.spaceFold.jump':
    'The fold of space swallows the starship and throws it out beside another, still unvisited planet. The voyage time changes to match the new route.',
  'spaceEvent.spaceFold.fizzle':
    'The fold closes just ahead of the bow and the turbulence knocks the starship off course. Getting back on track costs you time.',
};
