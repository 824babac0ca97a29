import type { CardPictureTexts } from '../card-texts-in-language.ts';

/** The 78 cards' descriptions and traditional pictures in German, by slug (the library's pages). */
export const de: Readonly<Record<string, CardPictureTexts>> = {
  'the-fool': {
    desc: 'Eine weiße Rose öffnet sich unter einer aufgehenden Sonne, deren Strahlen sich fächerförmig über den oberen Rand der Karte breiten – das erste Licht eines neuen Tages. Unser Narr ist die Blüte, bevor sie weiß, was aus ihr werden wird: reines Potenzial, Vertrauen in den Weg und die Leichtigkeit, einen ersten Schritt zu wagen.',
    scene:
      'Ein junger Wanderer in einer leuchtenden, geblümten Tunika geht unter einem gelben Himmel auf den Rand einer Klippe zu, eine weiße Rose in der einen Hand und über der Schulter ein kleines Bündel an einem Stab, während ihm ein kleiner weißer Hund um die Fersen springt. Sein Blick ist auf den Himmel gerichtet, nicht auf den Abgrund: ein erster Schritt, getan in reinem Vertrauen.',
  },
  'the-magician': {
    desc: 'Die Schleife der Unendlichkeit schwebt über einem schlanken Stab aus Licht; wo sie sich treffen, brennt ein vierzackiger Stern, umgeben von vier kleinen goldenen Punkten für die vier Farben. Die Karte ist sichtbar gewordener Wille: jedes Werkzeug zur Hand und ein gebündelter Geist, der sie alle einzusetzen weiß.',
    scene:
      'Ein junger Mann in einem roten Gewand steht an einem Tisch, auf dem ein Stab, ein Kelch, ein Schwert und eine Münze liegen; mit der einen Hand hebt er einen Stab zum Himmel, mit der anderen zeigt er auf die Erde, und über seinem Kopf schwebt inmitten von Rosen und Lilien das Zeichen der Unendlichkeit. Alles, was er braucht, liegt bereits auf dem Tisch, und er ist der Kanal, durch den aus einer Idee etwas Wirkliches wird.',
  },
  'the-high-priestess': {
    desc: 'Eine blasse Mondsichel ruht zwischen zwei Säulen, die eine dunkel wie Tinte, die andere hell wie Pergament, darunter eine einzelne goldene Linie. Die Hohepriesterin hütet den Raum zwischen den Gegensätzen, in dem die Intuition hört, wofür der Verstand noch keine Worte gefunden hat.',
    scene:
      'Eine Frau in Blau sitzt zwischen einer schwarzen Säule mit dem Buchstaben B und einer weißen mit dem Buchstaben J, eine Mondsichel zu ihren Füßen, eine halb verborgene Schriftrolle im Schoß und hinter ihr ein mit Granatäpfeln geschmückter Schleier. Sie bewacht, was hinter diesem Schleier liegt: ein Wissen, das man fühlt, lange bevor man es aussprechen kann.',
  },
  'the-empress': {
    desc: 'Das Zeichen der Venus, ein Kreis über einem Kreuz, steht unter einem Bogen aus sechs goldenen Sternen. Rund und verwurzelt spricht es von Fruchtbarkeit in jedem Sinn: von den Ideen, Menschen und Orten, die wachsen, wenn man ihnen Wärme, Geduld und Fürsorge schenkt.',
    scene:
      'Eine Frau mit einer Krone aus zwölf Sternen ruht auf tiefen Kissen inmitten eines reifenden Weizenfelds, an ihrer Seite ein herzförmiger Schild mit dem Zeichen der Venus, hinter ihr ein Wasserfall, der aus dem Wald hervorströmt. Alles um sie herum wächst: Fülle in aller Gelassenheit, der Garten, der jeden nährt, der zu ihm kommt.',
  },
  'the-emperor': {
    desc: 'Eine goldene Krone ruht auf einem Eckstein aus passgenau gefügten Blöcken, jede Lage über die Fugen der darunterliegenden gesetzt. Autorität wird hier aufgebaut, nicht an sich gerissen: Ordnung, Schutz und beständige Regeln, dank derer alles andere auf festem Boden stehen kann.',
    scene:
      'Ein bärtiger Herrscher in einer Rüstung unter rotem Gewand sitzt auf einem viereckigen Steinthron, in den Widderköpfe gemeißelt sind, in der einen Hand ein Zepter mit einem Anch an der Spitze, in der anderen einen Reichsapfel; hinter ihm ragen kahle orangefarbene Berge auf. Er ist Ordnung, die auf Dauer gebaut ist: die feste Hand, die dafür sorgt, dass die Mauern stehen und die Regeln klar bleiben.',
  },
  'the-hierophant': {
    desc: 'Zwei Schlüssel kreuzen sich in der Mitte der Karte, verbunden durch einen einzigen goldenen Punkt. Der eine öffnet, was überliefert wird, der andere, was du selbst findest; gemeinsam sprechen sie von Lehre, Ritual und der Zugehörigkeit, die eine gemeinsame Tradition schenkt.',
    scene:
      'Ein Würdenträger in langem Gewand und mit dreifacher Krone sitzt zwischen zwei grauen Säulen, eine Hand zum Segen erhoben, zu seinen Füßen zwei gekreuzte Schlüssel, und vor ihm knien zwei Gefolgsleute mit Tonsur. Es ist Wissen, das vom Lehrer an den Schüler weitergegeben wird: Tradition, Zeremonie und der Trost, zu etwas zu gehören, das älter ist als du selbst.',
  },
  'the-lovers': {
    desc: 'Zwei Kreise überschneiden sich und umschließen dort, wo sie sich treffen, ein Herz; über ihnen steigen Lichtstrahlen auf. Keiner der Kreise gibt seine Form auf, um sich mit dem anderen zu verbinden: Dies ist eine Verbindung aus freier Wahl, zwischen zwei ganzen Menschen, deren Werte übereinstimmen.',
    scene:
      'Ein Mann und eine Frau stehen nackt in einem Garten, während ein großer geflügelter Engel aus einer lodernden Sonne heraus die Arme über ihnen ausbreitet; hinter ihr wächst ein Baum, um den sich eine Schlange windet, hinter ihm ein Baum, dessen Blätter Flammen sind. Die Karte zeigt eine von oben gesegnete Verbindung und eine Wahl, die von ganzem Herzen getroffen wird.',
  },
  'the-chariot': {
    desc: 'Eine geflügelte Sonnenscheibe breitet ihre Federn über einer Achse mit zwei Speichenrädern aus, unter einem Baldachin aus fünf Sternen. Flügel und Räder ziehen in verschiedenen Elementen und bewegen sich doch als Einheit: Die Karte spricht von einem Willen, der gegensätzliche Kräfte sammelt und vorantreibt.',
    scene:
      'Ein gekrönter Krieger in Rüstung steht in einem steinernen Wagen unter einem Sternenbaldachin, hinter ihm eine ummauerte Stadt, während vor dem Wagen zwei Sphingen ruhen, eine schwarz und eine weiß, ohne Zügel, mit denen er sie lenken könnte. Er hält gegensätzliche Kräfte allein durch seinen Willen zusammen: ein Sieg, errungen durch Fokus und Selbstbeherrschung.',
  },
  strength: {
    desc: 'Eine Mähne aus goldenen Flammen umkränzt eine ruhige violette Mitte, darüber schwebt eine kleine Schleife der Unendlichkeit. Die wilde Energie wird umfangen, nicht angekettet: Die Kraft ist die geduldige, sanfte Stärke, die heftige Gefühle halten kann, ohne von ihnen beherrscht zu werden.',
    scene:
      'Eine Frau in Weiß, Blumen ins Haar geflochten und das Zeichen der Unendlichkeit über dem Kopf, schließt mit bloßen Händen ruhig das Maul eines Löwen, während sich das große Tier ihrer Berührung beugt. Es gibt keine Waffe und keinen Kampf: Mut bedeutet hier Geduld und eine Zärtlichkeit, die das Wilde zähmt.',
  },
  'the-hermit': {
    desc: 'Eine Laterne birgt einen sechszackigen Stern, dessen Licht sich in feinen Strahlen durch die Dunkelheit ausbreitet. Der Eremit trägt sein eigenes Licht, statt auf eines zu warten; die Karte spricht von einer Einsamkeit, die um der Klarheit willen gewählt wird, und von Weisheit, die man im Blick nach innen findet.',
    scene:
      'Ein alter, bärtiger Mann in einem grauen Kapuzenmantel steht allein auf einem verschneiten Gipfel, stützt sich auf einen langen Stab und hält eine Laterne empor, in der ein sechszackiger Stern leuchtet. Er hat die Menge hinter sich gelassen und ist hinaufgestiegen, um sein eigenes Licht zu finden, und er hebt es hoch für jeden, der nach ihm den Aufstieg wagt.',
  },
  'wheel-of-fortune': {
    desc: 'Ein großes Rad mit acht Speichen dreht sich in einem leuchtenden Reif, der an seinen vier Vierteln mit Gold besetzt ist, rund um eine goldene Nabe. Was auf ihm aufsteigt, wird fallen und wieder aufsteigen: Die Karte spricht von Zyklen, vom richtigen Zeitpunkt und vom Glück, das sich mit jeder Drehung wendet.',
    scene:
      'Ein großes orangefarbenes Rad, beschriftet mit Buchstaben und alchemistischen Zeichen, dreht sich zwischen den Wolken; oben sitzt eine Sphinx mit einem Schwert, an der einen Seite gleitet eine Schlange hinab, an der anderen steigt eine Gestalt mit Schakalkopf empor, während in den Ecken vier geflügelte Wesen in ihren Büchern lesen. Was fällt, wird wieder steigen: das Bild von Zyklen, Jahreszeiten und wechselndem Glück.',
  },
  justice: {
    desc: 'Eine Waage hängt vollkommen im Gleichgewicht an einem geraden Balken, an dessen Spitze ein kleiner vierzackiger Stern leuchtet. Die Gerechtigkeit wägt ohne Ansehen der Person: Die Karte verlangt eine ehrliche Abrechnung, faire Entscheidungen und den Mut, anzunehmen, was dein eigenes Handeln in Gang gesetzt hat.',
    scene:
      'Eine gekrönte Gestalt in rotem Gewand sitzt zwischen zwei grauen Säulen, in der einen Hand ein aufrechtes zweischneidiges Schwert, in der anderen eine ausgeglichene Waage; unter dem Saum lugt ein weißer Schuh hervor. Sie steht für klaren Blick und ehrliches Abwägen und erinnert daran, dass jede Tat ihre Folgen hat.',
  },
  'the-hanged-man': {
    desc: 'Ein lebendiges Kreuz in Form eines T, an dessen Armen neue Blätter sprießen, steht über einer kleinen strahlenden Sonne. Aufgehängt und doch weiter wachsend, spricht die Karte von der Pause, die den Blickwinkel verändert: Hingabe, Geduld und die Einsicht, die das Warten bringen kann.',
    scene:
      'Ein Mann hängt an einem Fuß kopfüber von einem lebendigen, T-förmigen Baum, das andere Bein hinter dem Knie angewinkelt, die Hände hinter dem Rücken verborgen und ein Heiligenschein um sein ruhiges Gesicht. Er leidet nicht, er gibt sich hin: eine Pause, durch die sich die Welt aus einem völlig anderen Blickwinkel zeigt.',
  },
  death: {
    desc: 'Ein Schmetterling breitet vier weite Flügel in Violett und Gold um einen schlanken goldenen Körper aus. Was eine Raupe war, ist vergangen, und etwas Neues hat sich in die Lüfte erhoben: Unsere Karte „Der Tod“ spricht von Verwandlung, von Enden, die Raum schaffen – niemals von einem wörtlichen Verlust.',
    scene:
      'Ein Skelett in schwarzer Rüstung reitet auf einem weißen Pferd unter einem schwarzen Banner mit einer weißen Rose; vor ihm liegt ein gestürzter König, ein Bischof fleht mit gefalteten Händen, und ein Kind blickt furchtlos zu ihm auf, während am Horizont zwischen zwei Türmen die Sonne aufgeht. Es ist ein Ende, mit dem niemand verhandeln kann, und dahinter zieht schon der neue Tag herauf.',
  },
  temperance: {
    desc: 'Wasser fließt in stetem Strom aus einem geneigten Kelch in einen anderen, während darüber ein achtzackiger Stern leuchtet. Nichts wird verschüttet: Die Mäßigkeit ist die Kunst, Gegensätze im richtigen Maß zu mischen, mit Geduld, Maßhalten und einem ruhigen, heilsamen Rhythmus.',
    scene:
      'Eine geflügelte Engelsgestalt in Weiß steht mit einem Fuß am Ufer und mit dem anderen in einem Teich und gießt Wasser zwischen zwei Kelchen hin und her; neben ihr blühen Schwertlilien, und ein Pfad windet sich in die Ferne zu einer Krone aus Licht zwischen entlegenen Bergen. Dies ist Geduld und die richtige Mischung: Ausgewogenheit, gefunden durch langsames, sorgfältiges Vermengen.',
  },
  'the-devil': {
    desc: 'Ein Paar Hörner erhebt sich über einem schweren Sockel, und von ihm hängen Ketten herab, deren letztes Glied schon aufgebrochen ist; daneben leuchtet ein kleiner Stern. Die Karte benennt, was dich bindet, und zeigt, dass die Kette lockerer ist, als sie sich anfühlt.',
    scene:
      'Ein gehörntes Wesen mit Fledermausflügeln hockt auf einem schwarzen Block, ein umgekehrtes Pentagramm auf der Stirn und eine zum Boden gerichtete Fackel in der Hand, während unten ein nackter Mann und eine nackte Frau mit kleinen Hörnern und Schwänzen an den Block gekettet stehen. Ihre Halsfesseln sitzen so locker, dass sie sie abstreifen könnten: Es ist eine Knechtschaft, aus der sie einfach hinausgehen könnten.',
  },
  'the-tower': {
    desc: 'Ein hoher Turm zerbirst unter einem Blitzschlag, seine Krone wird in die Luft geschleudert, seine Fenster sind von innen erleuchtet. Was auf einem falschen Fundament gebaut wurde, kann nicht bestehen: Die Karte spricht von plötzlichem Umbruch und von der Wahrheit und Freiheit, die sichtbar werden, wenn er fällt.',
    scene:
      'Ein Blitz schlägt in einen hohen grauen Turm auf einem felsigen Gipfel ein und reißt ihm die goldene Krone ab; Flammen schlagen aus den Fenstern, und zwei Menschen stürzen kopfüber durch die Dunkelheit, umgeben von Feuertropfen. Es ist der jähe Einsturz dessen, was auf falschem Grund stand, und die harte Klarheit, die danach kommt.',
  },
  'the-star': {
    desc: 'Ein großer achtzackiger Stern strahlt in der Mitte, in seinem Inneren leuchtet ein kleinerer Stern, und ringsum sind sieben winzige Sterne verstreut. Nach dem Sturm kommt ein klarer Himmel: Die Karte spricht von Hoffnung, Heilung und stillem Vertrauen in das, was kommt.',
    scene:
      'Eine nackte Frau kniet an einem Teich unter einem großen achtzackigen Stern und sieben kleineren; aus dem einen Krug gießt sie Wasser in den Teich, aus dem anderen auf die Erde, während hinter ihr ein Vogel in einem Baum singt. Nach dem Sturm kommt stille Erneuerung: Hoffnung, freigiebig ausgegossen und dem Land zurückgegeben.',
  },
  'the-moon': {
    desc: 'Eine Mondsichel hängt in einem blassen Lichthof und lässt drei Tautropfen auf den Boden darunter fallen. Im Mondlicht verändern sich die Formen, und die Schatten wachsen: Die Karte spricht von Träumen, Intuition und Ungewissheit und davon, dich vorzutasten, bis der Weg wieder klar ist.',
    scene:
      'Ein Mond mit schlafendem Gesicht hängt über einem Pfad, der sich von einem Teich zwischen zwei Türmen hindurch bis in ferne Hügel windet; ein Hund und ein Wolf heulen zu ihm hinauf, und ein Flusskrebs kriecht aus dem Wasser ans Ufer. Bei Nacht ist nichts ganz so, wie es scheint: Träume, Ängste und Intuition auf einem ungewissen Weg.',
  },
  'the-sun': {
    desc: 'Eine goldene Sonne strahlt mit sechzehn spitzen Strahlen, in ihrer Scheibe ein feiner Ring aus violettem Licht. Auf dieser Karte verbirgt sich nichts: Sie spricht von Freude, Lebenskraft, Erfolg und der einfachen Klarheit, ganz gesehen zu werden und ganz du selbst zu sein.',
    scene:
      'Ein lachendes nacktes Kind reitet ohne Sattel auf einem weißen Pferd, die Arme weit ausgebreitet, ein rotes Banner flattert im Wind, über ihm eine riesige strahlende Sonne, und dahinter neigen sich hohe Sonnenblumen über eine Gartenmauer. Es ist reine, unbeschwerte Freude: ein Leben im Offenen, warm und für alle sichtbar.',
  },
  judgement: {
    desc: 'Ein Auge öffnet sich weit inmitten von Lichtstrahlen, und darunter steigen drei kurze Striche auf wie Stimmen, die auf einen Ruf antworten. Das Gericht ist Erwachen: der Moment, in dem du dein Leben klar siehst, vergibst, was vergeben werden muss, und dich erhebst, um einer Berufung zu folgen, die du nicht länger überhören kannst.',
    scene:
      'Aus den Wolken bläst ein Engel eine Trompete, an der ein Banner mit rotem Kreuz hängt, und darunter erheben sich bleiche Männer, Frauen und Kinder aus offenen Särgen, die auf dem Wasser treiben, die Arme dem Ruf entgegengestreckt. Es ist ein Erwachen: zu hören, was dich ruft, und mit deinem ganzen Selbst zu antworten.',
  },
  'the-world': {
    desc: 'Ein Lorbeerkranz umschließt einen hellen vierzackigen Stern, oben und unten mit gekreuzten Bändern gebunden. Der Kreis ist vollendet: Die Karte spricht von Erfüllung, Ganzheit und einer gut zu Ende gebrachten Reise – mit der Freiheit, die nächste zu beginnen.',
    scene:
      'Eine Tänzerin, in eine violette Schärpe gehüllt, schwebt in einem großen ovalen Lorbeerkranz, der mit roten Bändern gebunden ist, in jeder Hand einen Stab, während aus den Wolken in den vier Ecken ein Mann, ein Adler, ein Löwe und ein Stier zuschauen. Ein Kreis schließt sich: Ganzheit, Ankommen und alles endlich an seinem Platz.',
  },
  'ace-of-wands': {
    desc: 'Ein einzelner knospender Stab steht in der Mitte, umringt von Strahlen aus glutfarbenem Licht; an seinen Seiten sprießen junge Blätter, und an seiner Spitze sitzt eine goldene Knospe. Es ist der erste Funke des Feuers: reine Inspiration und der Drang, etwas zu beginnen, das dich begeistert.',
    scene:
      'Eine Hand greift aus einer Wolke und umfasst einen lebendigen Holzstab, aus dem frische Blätter sprießen; einige davon schweben hinab über grüne Hügel, einen Fluss und eine Burg auf einer Anhöhe. Es ist ein Funke, der wie aus dem Nichts angeboten wird: reine Inspiration, lebendig in deiner Hand und bereit zu wachsen.',
  },
  'two-of-wands': {
    desc: 'Zwei knospende Stäbe stehen Ende an Ende, durch einen kleinen Stern in der Mitte verbunden, der eine nach oben, der andere nach unten gerichtet, wie eine Linie, die von hier bis zum Horizont gezogen ist. Die Karte spricht von Planung und Weitblick: von dem Moment, in dem du abwägst, welchen Weg du einschlägst.',
    scene:
      'Ein Mann mit roter Kappe steht auf den Zinnen einer Burg, einen kleinen Globus in der einen Hand, einen Stab in der anderen, neben sich einen zweiten, an der Mauer befestigten Stab, und blickt hinaus über Land und Meer. Er hält die Welt in seiner Hand und wägt ab, wohin es als Nächstes gehen soll: Planung vor dem ersten kühnen Schritt.',
  },
  'three-of-wands': {
    desc: 'Drei knospende Stäbe weisen von einem kleinen Stern aus nach außen wie die Speichen eines Rades, jeder in seine eigene Richtung. Die Karte steht für Ausdehnung und Weitsicht: Bemühungen, die sich allmählich auszahlen, und Horizonte, die sich weiter öffnen, als du erwartet hast.',
    scene:
      'Von hinten gesehen steht ein Mann in einem rot-grünen Umhang auf einem hohen Bergkamm zwischen drei eingepflanzten Stäben, einen davon in der Hand, und beobachtet Schiffe, die tief unter ihm eine goldene Bucht durchqueren. Seine Pläne sind bereits in Gang, und er hält Ausschau nach dem, was seine Unternehmungen heimbringen werden.',
  },
  'four-of-wands': {
    desc: 'Vier knospende Stäbe weisen in die vier Himmelsrichtungen um einen kleinen Stern in der Mitte – ein Quadrat aus Feuer in einem Ring aus glutfarbenem Licht. Dies ist eine Karte der Feier und der Heimkehr: ein stabiles Fundament und eine Freude, die es wert ist, mit den Menschen um dich herum geteilt zu werden.',
    scene:
      'Vier Stäbe, behängt mit einer Girlande aus Blumen und Früchten, bilden vor einer Burg ein leuchtendes Tor; dort heben zwei Frauen zur Begrüßung Blumensträuße in die Höhe, und hinter ihnen versammelt sich eine kleine Menschenmenge. Es ist Heimkehr und Fest zugleich: ein freudiger, gefestigter Moment, den man gemeinsam würdigen sollte.',
  },
  'five-of-wands': {
    desc: 'Fünf knospende Stäbe spreizen sich in ungleichen Winkeln um einen kleinen Stern, keine zwei zeigen in dieselbe Richtung. Das Thema der Karte sind Wettstreit und Reibung: viele Stimmen und Energien, die aufeinanderprallen, und das Wachstum, das gesunde Rivalität mit sich bringen kann.',
    scene:
      'Fünf junge Männer, jeder anders gekleidet, schwingen in einem Gewirr gekreuzter Hölzer lange Stäbe gegeneinander, doch kein Schlag trifft, und niemand gewinnt eindeutig. Es ist ein Gerangel aus Rivalität und widerstreitenden Ideen, mehr Lärm und Spiel als echter Schaden.',
  },
  'six-of-wands': {
    desc: 'Sechs knospende Stäbe bilden einen gleichmäßigen Ring um einen kleinen Stern, wie eine Menge, die gleichzeitig die Hände hebt. Die Karte erzählt von Anerkennung und Erfolg: von einem Sieg, der vor aller Augen errungen wurde, und dem Selbstvertrauen, das entsteht, wenn andere sehen, wie gut es dir gelingt.',
    scene:
      'Ein mit Lorbeer gekrönter Reiter sitzt aufrecht auf einem weißen Pferd, in der Hand einen Stab, um den ein Siegeskranz gebunden ist, während Menschen zu Fuß neben ihm herziehen und ihre eigenen Stäbe erheben. Das ist Erfolg, den alle sehen können: die triumphale Rückkehr und der Beifall, der sie empfängt.',
  },
  'seven-of-wands': {
    desc: 'Sieben knospende Stäbe fächern sich um einen kleinen Stern auf, einer mehr, als bequem in den Ring passt. Die Karte spricht davon, standhaft zu bleiben: von Beharrlichkeit unter Druck und der Überzeugung, das zu verteidigen, was dir wichtig ist.',
    scene:
      'Ein junger Mann auf einer Anhöhe stemmt sich mit einem Stab gegen sechs andere, die von unten zu ihm hochgestoßen werden, und trägt zwei verschiedene Schuhe, als hätte er sich in Eile angezogen. Er behauptet sich gegen alle Widerstände, weil die Stellung es wert ist, verteidigt zu werden.',
  },
  'eight-of-wands': {
    desc: 'Acht knospende Stäbe strahlen wie ein Funkenregen von einem kleinen Stern aus, jeder fliegt in schnellem Flug nach außen. Die Karte steht für rasche Bewegung: Nachrichten, die eintreffen, Pläne, die Fahrt aufnehmen, und Ereignisse, die sich schneller aneinanderreihen, als du sie bremsen kannst.',
    scene:
      'Acht Stäbe fliegen parallel durch einen klaren Himmel und senken sich schräg zur Erde über einem Fluss und einem grünen Hügel, und niemand ist zu sehen, der sie geworfen haben könnte. Es ist rasche Bewegung: Nachrichten, die unterwegs sind, und vieles, das auf einmal eintrifft.',
  },
  'nine-of-wands': {
    desc: 'Neun knospende Stäbe schließen den Ring um einen kleinen Stern und lassen kaum Raum zwischen sich, wie ein Zaun aus Feuer. Dies ist eine Karte der Widerstandskraft: erschöpft, aber ungebrochen hältst du deine Grenzen auf der letzten Strecke vor dem Ziel.',
    scene:
      'Ein erschöpfter Mann mit verbundenem Kopf stützt sich auf seinen Stab und blickt argwöhnisch zur Seite, während hinter ihm acht weitere Stäbe wie ein Zaun stehen. Verwundet, aber noch auf den Beinen, zeigt er Widerstandskraft und hält ein letztes Mal Wache, bevor der Kampf endet.',
  },
  'ten-of-wands': {
    desc: 'Zehn knospende Stäbe drängen sich im Ring um einen kleinen Stern, ihre Blätter berühren sich fast. Das Thema der Karte ist schwere Verantwortung: mehr auf sich zu nehmen, als ein einziges Paar Hände tragen kann, und die Erleichterung, einen Teil davon abzulegen oder zu teilen.',
    scene:
      'Ein Mann schleppt sich tief gebeugt auf ein fernes Haus zu, die Arme um ein Bündel aus zehn schweren Stäben geschlungen, die sein Gesicht verdecken. Er wird ankommen, doch er hat sich weit mehr aufgeladen, als ein einzelner Mensch tragen sollte.',
  },
  'page-of-wands': {
    desc: 'Eine Schreibfeder schwebt über einem einzelnen knospenden Stab, neben dessen Spitze ein kleiner goldener Stern steht. Der Bube des Feuers ist ein Bote der Ideen: Neugier, Begeisterung und der eifrige, freie Geist, der alles auf einmal erkunden will.',
    scene:
      'Ein junger Mann in einer mit Salamandern gemusterten Tunika steht in einer Wüste, weit hinter ihm Pyramiden, beide Hände an einem hohen knospenden Stab, den er voller Staunen betrachtet. Er ist ein neugieriger Bote: eine neue Begeisterung, gefunden und in den Händen hin und her gewendet.',
  },
  'knight-of-wands': {
    desc: 'Ein Federhelm in Glutorange schwebt über einem einzelnen knospenden Stab, sein Helmbusch weht nach hinten, als stünde er im Wind. Der Ritter des Feuers stürmt dem Abenteuer entgegen: Leidenschaft, Kühnheit und schnelles Handeln, mit dem Risiko, zu handeln, bevor er nachdenkt.',
    scene:
      'Ein Ritter in einer mit Salamandern bedeckten Tunika reitet auf einem sich aufbäumenden Pferd durch die Wüste, den Stab hoch erhoben, während der Federbusch seines Helms wie eine Flamme hinter ihm herweht. Es ist kühne, ungeduldige Energie: ein Abenteuer, im vollen Galopp verfolgt, koste es, was es wolle.',
  },
  'queen-of-wands': {
    desc: 'Eine mit Perlen besetzte Krone leuchtet in warmen Glutfarben über einem einzelnen knospenden Stab. Die Königin des Feuers ist selbstbewusst und anziehend: Sie bringt Wärme in jeden Raum, kennt ihren Wert und verfolgt, was sie will, mit Entschlossenheit und großzügigem Herzen.',
    scene:
      'Eine Königin sitzt auf einem Thron, in den Löwen geschnitzt sind, einen Stab in der rechten Hand und eine Sonnenblume in der linken, während zu ihren Füßen wachsam eine schwarze Katze sitzt. Sie ist warm, selbstbewusst und anziehend: eine Selbstsicherheit, die Menschen in ihren Bann zieht.',
  },
  'king-of-wands': {
    desc: 'Eine juwelenbesetzte Krone sitzt über einem einzelnen knospenden Stab, ihre Zacken vor glutfarbenem Schein mit Gold besetzt. Der König des Feuers führt durch seine Vision: Kühn, entschlossen und inspirierend verwandelt er eine Idee in eine Bewegung, der sich andere anschließen wollen.',
    scene:
      'Ein König in einem Gewand voller Salamander sitzt auf einem mit Löwen verzierten Thron, nach vorn gebeugt, einen blühenden Stab in der Hand, neben ihm auf dem Boden ein kleiner Salamander. Seine Vision weist den Weg: Er sieht das Ziel und nimmt andere mit.',
  },
  'ace-of-cups': {
    desc: 'Ein einzelner Kelch in Meeresblau und Petrol füllt die Mitte, in seinen Schaft ist ein goldenes Juwel eingelassen, und sanfte Lichtstrahlen umgeben ihn. Es ist das Herz, das sich öffnet: neue Liebe, Mitgefühl und ein Gefühl, das überfließt und geteilt werden will.',
    scene:
      'Eine Hand erhebt sich aus einer Wolke und hält einen goldenen Kelch, der in fünf Strömen in einen Teich voller Seerosen überfließt, während eine Taube mit einer Hostie zu ihm herabschwebt. Es ist Liebe, die freigiebig geschenkt wird: mehr als genug, überfließend, um geteilt zu werden.',
  },
  'two-of-cups': {
    desc: 'Zwei Kelche stehen übereinander, ein kleiner Stern in ihrer Mitte, als würden zwei Menschen einander zuprosten. Die Karte erzählt von Partnerschaft und Anziehung: von einer Bindung, die auf gegenseitigem Respekt und einem ebenbürtigen Austausch von Fürsorge beruht.',
    scene:
      'Ein junger Mann und eine junge Frau, jeder mit einem Kelch in der Hand, stehen einander gegenüber und geben sich ein Versprechen, während über ihnen ein Stab schwebt, um den sich zwei Schlangen winden und der von einem geflügelten Löwenkopf gekrönt wird. Die Karte zeigt eine Verbindung unter Gleichen: Anziehung, Respekt und ein Gelöbnis auf Augenhöhe.',
  },
  'three-of-cups': {
    desc: 'Drei Kelche stehen im Kreis um einen kleinen Stern, als hätten Freunde ihre Gläser zusammengestellt. Die Karte spricht von Freundschaft und Feier: von Gemeinschaft, geteilter Freude und dem Trost, von Menschen umgeben zu sein, die dich kennen.',
    scene:
      'Drei junge Frauen in einem Garten heben tanzend gemeinsam ihre Kelche in die Höhe, zu ihren Füßen liegen Kürbisse, Trauben und andere Früchte aufgehäuft. Es ist Freundschaft und Feier: eine Ernte, geteilt mit den Menschen, die geholfen haben, sie einzubringen.',
  },
  'four-of-cups': {
    desc: 'Vier Kelche stehen in den vier Himmelsrichtungen um einen kleinen Stern, gefüllt, aber unberührt. Die Karte steht für Besinnung und Unruhe: eine Pause, um nach innen zu schauen, und die Gefahr, ein neues Angebot zu übersehen, während du auf das starrst, was du bereits hast.',
    scene:
      'Ein junger Mann sitzt mit verschränkten Armen und gekreuzten Beinen unter einem Baum und starrt auf drei Kelche im Gras, während ihm eine Hand aus einer Wolke einen vierten hinhält, den er nicht einmal bemerkt. Er ist so sehr mit dem beschäftigt, was fehlt, dass ein neues Geschenk ungesehen bleibt.',
  },
  'five-of-cups': {
    desc: 'Fünf Kelche umringen einen kleinen Stern, doch der Blick fällt zuerst auf die Lücken zwischen ihnen. Dies ist eine Karte von Verlust und Reue: Trauer, die ihre Zeit verdient, und die Kelche, die noch stehen und dir gehören, sobald du bereit bist, dich umzudrehen.',
    scene:
      'Eine Gestalt in einem langen schwarzen Umhang beugt sich über drei umgestoßene Kelche und sieht die zwei vollen nicht, die noch hinter ihr stehen, während eine Brücke über den Fluss zu einem Haus auf der anderen Seite führt. Es ist Trauer über das Verlorene, während das, was bleibt, darauf wartet, dass man sich ihm zuwendet.',
  },
  'six-of-cups': {
    desc: 'Sechs Kelche bilden einen sanften Ring um einen kleinen Stern, gleichmäßig verteilt wie bei einem Kinderspiel. Das Thema der Karte sind Nostalgie und Erinnerung: Unschuld, schlichte Freundlichkeit und die Süße der Vergangenheit – solange du nicht versuchst, in ihr zu leben.',
    scene:
      'In einem alten Dorfhof reicht ein Junge einem kleinen Mädchen einen Kelch voller weißer Blumen, und rings um sie stehen im Sonnenschein weitere Kelche mit Blüten. Die Karte spricht von Kindheit, Unschuld und einem Geschenk, das aus schlichter Freundlichkeit gegeben wird.',
  },
  'seven-of-cups': {
    desc: 'Sieben Kelche kreisen um einen kleinen Stern, jeder ein anderer Wunsch in denselben leuchtenden Farben. Die Karte erzählt von Entscheidungen und Tagträumen: von vielen Möglichkeiten auf einmal und der Notwendigkeit, Wirkliches von bloßem Wunschdenken zu unterscheiden.',
    scene:
      'Eine dunkle Gestalt steht vor sieben Kelchen, die in den Wolken schweben, und jeder birgt eine Vision: einen Kopf, eine verschleierte, leuchtende Gestalt, eine Schlange, eine Burg, einen Haufen Juwelen, einen Lorbeerkranz und einen Drachen. Das sind Tagträume und Versuchungen: viele Möglichkeiten, und nicht alle davon sind echt.',
  },
  'eight-of-cups': {
    desc: 'Acht Kelche bilden einen weiten Ring um einen kleinen Stern – vollständig, und doch ist etwas in diesem Bild bereit weiterzuziehen. Die Karte spricht vom Fortgehen: davon, zurückzulassen, was dich nicht mehr erfüllt, und nach tieferem Sinn zu suchen.',
    scene:
      'Eine Gestalt im Umhang wendet sich bei Nacht mit einem Wanderstab von acht gestapelten Kelchen ab und macht sich unter einem Mond, der zugleich voll und abnehmend ist, auf den Weg zu kargen Bergen. Es ist das Zurücklassen dessen, was nicht mehr erfüllt, um nach etwas Tieferem zu suchen.',
  },
  'nine-of-cups': {
    desc: 'Neun Kelche füllen den Ring um einen kleinen Stern, jeder aufrecht und voll. Dies ist die Wunschkarte: Zufriedenheit, Erfüllung und Dankbarkeit für das, was du hast, mit der stillen Freude über eine Hoffnung, die wahr geworden ist.',
    scene:
      'Ein zufriedener, wohlgenährter Mann sitzt mit verschränkten Armen und einem genüsslichen Lächeln auf einer Holzbank, hinter ihm neun Kelche, aufgereiht auf einem geschwungenen, mit Tuch verhängten Tisch. Es ist der erfüllte Wunsch: Genuss und Zufriedenheit darüber, bekommen zu haben, was man wollte.',
  },
  'ten-of-cups': {
    desc: 'Zehn Kelche schließen den Kreis um einen kleinen Stern, ein lückenloser Ring aus meeresblauem Licht. Die Karte steht für dauerhaftes Glück: Harmonie zu Hause, Familie in jedem Sinn und emotionale Erfüllung, die geteilt wird.',
    scene:
      'Ein Paar steht eng umschlungen da und hebt die freien Arme zu einem Regenbogen aus zehn Kelchen, der sich über den Himmel spannt, während daneben zwei Kinder Hand in Hand tanzen und ein Häuschen an einem Bach steht. Es ist das Zuhause des Herzens: Familienglück und dauerhafte emotionale Erfüllung.',
  },
  'page-of-cups': {
    desc: 'Eine Schreibfeder schwebt über einem einzelnen Kelch, daneben ein kleiner goldener Stern wie ein Wunsch, der gleich niedergeschrieben wird. Der Bube des Wassers bringt zärtliche Botschaften: schöpferische Offenheit, emotionale Neugier und den Mut, etwas Neues zu fühlen.',
    scene:
      'Ein junger Mann in einer mit Lotosblüten gemusterten Tunika steht am Meer und hält einen Kelch empor, aus dem ein kleiner Fisch zu ihm herauslugt. Er bringt Fantasie und sanfte Überraschung: eine Botschaft des Herzens, mit einem Lächeln empfangen.',
  },
  'knight-of-cups': {
    desc: 'Ein Federhelm in Petrol schwebt über einem einzelnen Kelch, sanft vorangetragen statt im Sturmangriff. Der Ritter des Wassers folgt dem Herzen: Romantik, Charme und Idealismus und eine Einladung, die mit Anmut überbracht wird.',
    scene:
      'Ein Ritter mit geflügeltem Helm reitet im ruhigen Schritt auf einem weißen Pferd auf einen Fluss zu und hält einen Kelch wie eine Gabe vor sich hin. Er ist der Romantiker: jemand, der seinem Herzen folgt und mit einer Einladung ankommt.',
  },
  'queen-of-cups': {
    desc: 'Eine mit Perlen besetzte Krone ruht in meeresblauem Licht über einem einzelnen Kelch. Die Königin des Wassers hält Gefühle, ohne in ihnen zu ertrinken: Mitgefühl, emotionale Tiefe, Intuition und eine Fürsorge, bei der sich andere sicher fühlen.',
    scene:
      'Eine Königin sitzt auf einem Thron am Ufer und blickt in einen kunstvoll verzierten, geschlossenen Kelch mit Engeln als Henkeln, während kleine Wellen die Kiesel zu ihren Füßen umspülen. Sie ist Mitgefühl und Intuition: tiefes Empfinden, behutsam gehalten und gut behütet.',
  },
  'king-of-cups': {
    desc: 'Eine juwelenbesetzte Krone sitzt über einem einzelnen Kelch, ruhig und still wie tiefes Wasser. Der König des Wassers beherrscht seine Gefühle, ohne sie zu verleugnen: emotionales Gleichgewicht, Diplomatie und großzügige, beständige Weisheit.',
    scene:
      'Ein König sitzt auf einem steinernen Thron, der auf einem rauen Meer treibt, in der einen Hand einen Kelch, in der anderen ein Zepter, ein fischförmiges Amulett am Hals, während auf der einen Seite ein Schiff segelt und auf der anderen ein Fisch aus dem Wasser springt. Er ist emotionales Gleichgewicht: Ruhe inmitten aufgewühlter Wasser.',
  },
  'ace-of-swords': {
    desc: 'Eine einzelne gerade Klinge weist nach oben, silbern in einem Ring aus blassem Licht, und ihre goldene Parierstange und ihr Knauf fangen den Schein ein. Sie ist der erste klare Gedanke: Wahrheit, die die Verwirrung durchschneidet, ein Durchbruch und eine Idee, scharf genug, um danach zu handeln.',
    scene:
      'Eine Hand aus einer Wolke umfasst ein aufrechtes Schwert, dessen Spitze durch eine goldene Krone stößt, an der ein Olivenzweig und ein Palmwedel hängen, hoch über kargen Bergen. Es ist ein Moment der Klarheit: ein bahnbrechender Gedanke, der sauber durch die Verwirrung schneidet.',
  },
  'two-of-swords': {
    desc: 'Zwei Klingen treffen sich Spitze an Spitze in einem kleinen Stern in der Mitte, die eine aufsteigend, die andere fallend, und keine gibt nach. Dies ist eine Karte des Patts: eine schwierige Entscheidung, vorerst vermieden, die einen ehrlichen Blick braucht, bevor sie getroffen werden kann.',
    scene:
      'Eine Frau in Weiß mit verbundenen Augen sitzt auf einer Steinbank am Meer, die Arme vor der Brust gekreuzt, und hält zwei lange Schwerter im Gleichgewicht; hinter ihr ragen Felsen aus dem Wasser, und eine schmale Mondsichel steht am Himmel. Es ist ein Patt: eine Entscheidung, die aufgeschoben wird, indem man sich weigert hinzusehen.',
  },
  'three-of-swords': {
    desc: 'Drei Klingen weisen von einem kleinen Stern aus nach außen, weit gespreizt wie eine Wunde, die geöffnet wurde. Das Thema der Karte sind Herzschmerz und Trauer: eine schmerzhafte Wahrheit und die Erlösung, die beginnt, sobald der Schmerz gefühlt werden darf.',
    scene:
      'Ein rotes Herz hängt an einem grauen Himmel, von drei Schwertern durchbohrt, während hinter ihm Regen aus schweren Wolken fällt. Die Karte zeigt Herzschmerz ganz unverhüllt: einen Kummer, der schneidet, und die Tränen, die fließen müssen, bevor Heilung beginnen kann.',
  },
  'four-of-swords': {
    desc: 'Vier Klingen ruhen in den vier Himmelsrichtungen um einen kleinen Stern, still und gleichmäßig verteilt. Die Karte erzählt von Ruhe und Erholung: von einer notwendigen Pause, einem stillen Geist und der Kraft, die zurückkehrt, wenn du eine Weile aufhörst zu kämpfen.',
    scene:
      'Ein Ritter liegt, in Stein gehauen, auf einem Grabmal in einer stillen Kirche, die Hände zum Gebet gefaltet; drei Schwerter hängen über ihm an der Wand, und ein viertes liegt unter einem Buntglasfenster an seiner Seite. Es ist die Ruhe nach der Schlacht: eine notwendige Pause, um sich zu erholen, bevor man sich wieder erhebt.',
  },
  'five-of-swords': {
    desc: 'Fünf Klingen spreizen sich ungleichmäßig um einen kleinen Stern – eine unbequeme Zahl für einen Kreis. Die Karte spricht von Konflikt und leerem Sieg: vom Preis dafür, um jeden Preis gewinnen zu wollen, und von der Frage, ob der Kampf es wert war.',
    scene:
      'Ein feixender junger Mann sammelt drei Schwerter auf, während zwei geschlagene Gestalten zum Ufer davontrotten und ihre eigenen Schwerter am Boden zurücklassen, unter einem von zerfetzten Wolken zerrissenen Himmel. Es ist ein leerer Sieg: ein Gewinn auf Kosten aller anderen.',
  },
  'six-of-swords': {
    desc: 'Sechs Klingen bilden einen gleichmäßigen Ring um einen kleinen Stern, wie Ruder, die ein Boot in dieselbe Richtung ziehen. Die Karte steht für Übergang: aufgewühlte Gewässer hinter sich zu lassen, weiterzuziehen und auf ruhigeren Grund zuzusteuern.',
    scene:
      'Ein Fährmann stakt ein kleines Boot über das Wasser auf ein ruhiges fernes Ufer zu; darin sitzen eine zusammengekauerte Frau im Umhang und ein Kind, und sechs Schwerter stehen aufrecht mit ihnen im Boot. Es ist der Aufbruch aus schweren Zeiten in ruhigere Gewässer, mit allem, was noch schmerzt, im Gepäck.',
  },
  'seven-of-swords': {
    desc: 'Sieben Klingen fächern sich um einen kleinen Stern auf, zeigen in alle Richtungen zugleich und sind kaum zu zählen. Dies ist eine Karte von Strategie und Heimlichkeit: List, Verschwiegenheit und ein Gewissen, das fragt, ob du fair spielst.',
    scene:
      'Ein Mann schleicht auf Zehenspitzen mit fünf Schwertern im Arm von einem Zeltlager davon und grinst über die Schulter zurück, während hinter ihm zwei weitere Schwerter zurückgelassen im Boden stecken. Es ist Heimlichkeit und List: mit etwas davonzukommen – oder es zumindest zu versuchen.',
  },
  'eight-of-swords': {
    desc: 'Acht Klingen umschließen einen kleinen Stern in einem engen Ring, doch die Abstände zwischen ihnen sind weit genug, um hindurchzugehen. Die Karte erzählt vom Gefühl, in deinen eigenen Gedanken gefangen zu sein, und von einer Freiheit, die näher ist, als es scheint.',
    scene:
      'Eine gefesselte Frau mit verbundenen Augen steht in einem Ring aus acht Schwertern, die in schlammigem Boden stecken, weit hinter ihr eine Burg auf der Klippe. Sie fühlt sich gefangen, doch die Fesseln sind locker, und der Weg hinaus liegt offen.',
  },
  'nine-of-swords': {
    desc: 'Neun Klingen drängen sich im Ring um einen kleinen Stern, wie Gedanken, die nachts kreisen. Die Karte erzählt von Angst und Sorge: von Befürchtungen, die im Dunkeln größer werden, und der Erleichterung, die kommt, wenn du sie laut aussprichst.',
    scene:
      'Eine Frau sitzt aufrecht im Bett, das Gesicht in den Händen vergraben; über ihr hängen neun Schwerter in Reihen an der dunklen Wand, und eine Decke mit Rosen und Sternzeichen liegt über ihren Knien. Es ist Angst und die schlaflose Nacht: Befürchtungen, die im Dunkeln größer werden.',
  },
  'ten-of-swords': {
    desc: 'Zehn Klingen füllen den Ring um einen kleinen Stern – nichts ist ungesagt oder ungetan geblieben. Die Karte spricht von einem schmerzhaften Ende: am Tiefpunkt anzukommen, loszulassen und zu wissen, dass von hier aus jede Richtung nach oben führt, der Morgendämmerung entgegen.',
    scene:
      'Ein Mann liegt mit dem Gesicht nach unten am Wasser, zehn Schwerter im Rücken, unter einem schwarzen Himmel, während am Horizont eine gelbe Morgendämmerung über stillem Wasser anbricht. Es ist der Tiefpunkt und ein schmerzhaftes Ende, und dahinter beginnt bereits der nächste Tag.',
  },
  'page-of-swords': {
    desc: 'Eine Schreibfeder schwebt über einer einzelnen Klinge, neben deren Spitze ein kleiner goldener Stern steht. Der Bube der Luft ist ein wachsamer Schüler: neugierig, aufmerksam und hungrig nach Wahrheit, mit scharfem Verstand und einer Zunge, die noch schneller sein kann.',
    scene:
      'Ein junger Mann steht auf einem windgepeitschten Hügel und hält mit beiden Händen ein erhobenes Schwert, während Wolken vorüberjagen, Bäume sich biegen und Vögel über ihm kreisen. Er ist Neugier und Wachsamkeit: ein scharfer junger Verstand, eifrig und aufmerksam.',
  },
  'knight-of-swords': {
    desc: 'Ein Federhelm in Silber schwebt über einer einzelnen Klinge, sein Busch vom Tempo nach hinten gefegt. Der Ritter der Luft stürmt geradewegs auf sein Ziel zu: Ehrgeiz, Tatkraft und ehrliche Direktheit, mit dem Risiko, in seiner Hast andere zu verletzen.',
    scene:
      'Ein Ritter prescht im vollen Galopp auf einem weißen Pferd in einen heftigen Wind, das Schwert hoch erhoben, hinter ihm zerzauste Wolken und Bäume. Es ist Eile und Ehrgeiz: eine Idee mit voller Geschwindigkeit verfolgen, vielleicht zu schnell, um zu sehen, wohin sie führt.',
  },
  'queen-of-swords': {
    desc: 'Eine mit Perlen besetzte Krone sitzt in kühlem silbernem Licht über einer einzelnen Klinge. Die Königin der Luft sieht klar und spricht offen: Unabhängig, scharfsinnig und gerecht, zieht sie ehrliche Grenzen, die von ihrer eigenen Erfahrung geprägt sind.',
    scene:
      'Eine Königin sitzt im Profil auf einem mit Schmetterlingen verzierten Thron, ein aufrechtes Schwert in der einen Hand, die andere erhoben, als wolle sie jemanden heranwinken, während sich unter ihr Wolken sammeln. Sie ist klares Urteil und Unabhängigkeit: Ehrlichkeit, geprägt von Kummer.',
  },
  'king-of-swords': {
    desc: 'Eine juwelenbesetzte Krone ruht über einer einzelnen aufrechten Klinge, fest und unerschütterlich. Der König der Luft herrscht durch Vernunft: Verstand, Integrität und gerechtes Urteil und die Verantwortung, die mit dem Wissen um die Wahrheit einhergeht.',
    scene:
      'Ein König sitzt, den Blick geradeaus gerichtet, auf einem Thron mit Schmetterlingen und Mondsicheln, ein hohes Schwert aufrecht in der Hand, unter einem Himmel mit verstreuten Wolken und ein paar schlanken Bäumen. Er ist geistige Autorität: Wahrheit und gerechtes Urteil, klar ausgesprochen.',
  },
  'ace-of-pentacles': {
    desc: 'Eine einzelne goldene Münze füllt die Mitte, ein fünfzackiger Stern auf ihrer grünen Fläche, umgeben von Lichtstrahlen. Sie ist ein Samen des Wohlstands: eine neue Gelegenheit, Mittel, die eintreffen, und fester Boden, auf dem sich etwas Dauerhaftes bauen lässt.',
    scene:
      'Eine Hand aus einer Wolke hält eine goldene, mit einem Stern gezeichnete Münze über einen Garten mit weißen Lilien, in dem ein Bogen in der Hecke den Blick auf ferne Berge freigibt. Es ist eine neue Chance auf Wohlstand: ein Samen mit echtem Boden, in dem er wachsen kann.',
  },
  'two-of-pentacles': {
    desc: 'Zwei Münzen stehen übereinander, ein kleiner Stern in ihrer Mitte, im Gleichgewicht, als würde mit ihnen jongliert. Die Karte steht für Anpassungsfähigkeit: mehrere Prioritäten in Bewegung zu halten und deinen Rhythmus zu finden, während die Anforderungen steigen und sinken.',
    scene:
      'Ein junger Mann mit hohem Hut tanzt und jongliert dabei mit zwei Münzen, die durch eine Schlaufe in Form eines Unendlichkeitszeichens verbunden sind, und hinter ihm reiten zwei Schiffe auf hohen Wellen. Es ist Gleichgewicht und Anpassungsfähigkeit: alles in Bewegung halten, ohne etwas fallen zu lassen.',
  },
  'three-of-pentacles': {
    desc: 'Drei Münzen bilden ein Dreieck um einen kleinen Stern, jede mit demselben goldenen Zeichen. Dies ist eine Karte von Teamarbeit und Handwerkskunst: gemeinsam etwas von Qualität zu bauen, wobei jede Fähigkeit zählt.',
    scene:
      'Ein Steinmetz auf einer Bank meißelt am Bogen einer großen Kirche, während ein Mönch und eine Gestalt mit Kapuze, die die Pläne hält, unter ihm stehen und die Arbeit mit ihm besprechen. Es ist Teamarbeit und Handwerkskunst: gekonnte Arbeit, die gesehen und geschätzt wird.',
  },
  'four-of-pentacles': {
    desc: 'Vier Münzen sitzen in den vier Himmelsrichtungen um einen kleinen Stern, in einem engen Quadrat gehalten. Das Thema der Karte sind Sicherheit und Sparen: festzuhalten, was du hast, und dich zu fragen, ob dein Griff fester geworden ist, als er sein müsste.',
    scene:
      'Ein gekrönter Mann sitzt auf einem Steinblock und presst eine Münze fest an seine Brust, eine weitere balanciert auf seiner Krone, zwei hält er unter den Füßen fest, hinter ihm eine Stadt. Er klammert sich fest: eine Sicherheit, die zur Angst erstarrt, irgendetwas loszulassen.',
  },
  'five-of-pentacles': {
    desc: 'Fünf Münzen umringen einen kleinen Stern mit weiten Lücken zwischen ihnen, der Kreis dünn und kalt. Die Karte erzählt von Not und dem Gefühl, ausgeschlossen zu sein: von Sorgen um Geld oder Gesundheit und von Hilfe, die näher ist, als es scheint, sobald du darum bittest.',
    scene:
      'Zwei zerlumpte Bettler stapfen durch fallenden Schnee an einem erleuchteten Kirchenfenster aus Buntglas vorbei, der eine auf Krücken, der andere in ein dünnes Tuch gehüllt. Es ist Not und das Gefühl, ausgesperrt zu sein, während die Hilfe näher ist, als sie sehen können.',
  },
  'six-of-pentacles': {
    desc: 'Sechs Münzen bilden einen gleichmäßigen Ring um einen kleinen Stern und wandern wie Geschenke von einer zur nächsten. Die Karte spricht von Großzügigkeit: von Geben und Nehmen in gerechtem Maß und vom Kräfteverhältnis in jedem Austausch.',
    scene:
      'Ein Kaufmann in rotem Umhang hält in der einen Hand eine ausgeglichene Waage und lässt mit der anderen Münzen in die ausgestreckten Hände eines von zwei knienden Bettlern fallen. Es ist Großzügigkeit und gerechter Austausch: Geben in ausgewogenem Maß.',
  },
  'seven-of-pentacles': {
    desc: 'Sieben Münzen umringen einen kleinen Stern wie Früchte, die an einer Ranke reifen. Die Karte steht für Geduld und langfristige Investition: eine Pause, um ehrlich auf deine Fortschritte zu schauen, bevor du entscheidest, wohin du deine Mühe als Nächstes steckst.',
    scene:
      'Ein junger Bauer stützt sich auf seine Hacke und betrachtet sieben Münzen, die wie Früchte an einem grünen Strauch wachsen. Es ist Geduld und Bestandsaufnahme: auf die Ernte warten und abwägen, ob sich die Arbeit lohnt.',
  },
  'eight-of-pentacles': {
    desc: 'Acht Münzen umkreisen einen kleinen Stern, jede so sorgfältig gefertigt wie die vorige. Dies ist eine Karte von Fleiß und Meisterschaft: Übung, Liebe zum Detail und der stille Stolz, in deinem Handwerk immer besser zu werden.',
    scene:
      'Ein Handwerker sitzt an seiner Werkbank und hämmert eine Münze aus; sechs fertige sind neben ihm an einem Pfosten ausgestellt, eine weitere liegt am Boden, und weit hinter ihm liegt eine Stadt. Es ist Fleiß und Meisterschaft: Können, das Stück für Stück sorgfältig aufgebaut wird.',
  },
  'nine-of-pentacles': {
    desc: 'Neun Münzen in Grün und Gold füllen den Ring um einen kleinen Stern. Das Thema der Karte ist Selbstständigkeit: Behaglichkeit, die du dir aus eigener Kraft erarbeitet hast, Kultiviertheit und die Freiheit, zu genießen, was du aufgebaut hast.',
    scene:
      'Eine Frau in einem Gewand voller Blumen steht allein in einem Weinberg voller schwerer Trauben, einen Falken mit Haube auf der behandschuhten Hand, und zwischen den Reben liegen neun Münzen. Es ist Unabhängigkeit und wohlverdienter Luxus: eine Behaglichkeit, die sie sich selbst geschaffen hat.',
  },
  'ten-of-pentacles': {
    desc: 'Zehn Münzen schließen den Kreis um einen kleinen Stern, ein lückenloser goldener Ring. Die Karte erzählt von Vermächtnis: von Familie, dauerhaftem Wohlstand und Traditionen, die den Generationen nach dir Halt geben.',
    scene:
      'Ein alter Mann in einem gemusterten Mantel sitzt mit zwei weißen Hunden an einem Torbogen, durch den ein Paar und ein Kind zu sehen sind; zehn Münzen sind über der Szene in Form des Lebensbaums angeordnet. Es ist weitergegebener Reichtum: Familie, Erbe und das, was Bestand hat.',
  },
  'page-of-pentacles': {
    desc: 'Eine Schreibfeder schwebt über einer einzelnen goldenen Münze, daneben ein kleiner Stern, als markiere er eine erste Lektion. Der Bube der Erde ist ein Schüler des Praktischen: ehrgeizig, neugierig und bereit, Schritt für Schritt eine neue Fähigkeit zu erlernen.',
    scene:
      'Ein junger Mann steht auf einer blühenden Wiese, hält eine Münze vor die Augen und betrachtet sie genau, hinter ihm gepflügtes Land und ein Hain. Er bringt Lerneifer und Ehrgeiz: einen neuen Plan, der im wirklichen Leben verankert ist.',
  },
  'knight-of-pentacles': {
    desc: 'Ein Federhelm in Grün schwebt über einer einzelnen goldenen Münze, eher beständig als schnell. Der Ritter der Erde siegt durch Beständigkeit im Alltag: Zuverlässig, geduldig und fleißig macht er weiter, lange nachdem andere aufgehört haben.',
    scene:
      'Ein Ritter sitzt völlig reglos auf einem schweren schwarzen Pferd, eine Münze in der Handfläche, und blickt über ein frisch gepflügtes Feld. Er ist harte Arbeit und Verlässlichkeit: langsam, beständig und gründlich.',
  },
  'queen-of-pentacles': {
    desc: 'Eine mit Perlen besetzte Krone ruht in Grün und Gold über einer einzelnen goldenen Münze. Die Königin der Erde ist praktisch und fürsorglich: Sie macht ein Zuhause behaglich, kümmert sich um Leib und Haushaltskasse und teilt, was sie hat, mit Wärme.',
    scene:
      'Eine Königin sitzt auf einem mit Ziegen und Früchten verzierten Thron, eine Münze im Schoß wiegend, in einem Garten unter einem Rosenbogen, ein Kaninchen zu ihren Füßen. Sie ist praktisch gelebte Fürsorge: Behaglichkeit und Pflege für Heim und Familie.',
  },
  'king-of-pentacles': {
    desc: 'Eine juwelenbesetzte Krone sitzt über einer einzelnen goldenen Münze, grün und golden wie eine reiche Ernte. Der König der Erde ist ein Verwalter der Fülle: Diszipliniert, abgesichert und großzügig, baut er Wohlstand auf, der Bestand hat, und setzt ihn gut ein.',
    scene:
      'Ein König in einem mit Weinranken bestickten Gewand sitzt auf einem Thron mit geschnitzten Stierköpfen, ein Zepter in der einen Hand, eine Münze auf seinem Knie, während hinter der Gartenmauer seine Burg aufragt. Er ist gut bewahrter Wohlstand: Fülle, mit ruhiger, großzügiger Hand verwaltet.',
  },
};
