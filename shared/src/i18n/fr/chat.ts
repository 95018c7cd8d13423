import type { chatMessages } from '../en/chat';
import type { Words } from '../words';

/** Val's words in Canadian French (docs/french-glossary.md): the widget, its errors and toasts, the server's replies. */
export const chatFr: Words<typeof chatMessages> = {
  assistantName: 'Val',
  thinking: 'Val réfléchit…',
  invalidEmail:
    'L’adresse courriel que vous avez fournie semble non valide. Veuillez fournir une adresse courriel valide.',
  invalidPhone:
    'Le numéro de téléphone que vous avez fourni semble non valide. Veuillez fournir un numéro de téléphone valide.',
  errors: {
    rateLimit: {
      title: 'Limite de messages atteinte',
      description: 'Veuillez patienter un moment avant d’envoyer un autre message.',
    },
    unavailable: {
      title: 'Service non disponible',
      description: 'L’assistant IA est temporairement non disponible.',
    },
    authentication: {
      title: 'Erreur d’authentification',
      description: 'Veuillez actualiser la page et réessayer.',
    },
    server: {
      title: 'Erreur du serveur',
      description: 'Un problème est survenu de notre côté. Veuillez réessayer.',
    },
    maintenance: {
      title: 'Service en maintenance',
      description: 'L’assistant IA est en maintenance. Veuillez réessayer plus tard.',
    },
    connection: (status) => ({
      title: 'Erreur de connexion',
      description: `Le serveur a répondu avec le code ${status}. Veuillez réessayer.`,
    }),
    timeout: {
      title: 'Délai de réponse dépassé',
      description: 'L’IA a mis trop de temps à répondre. Veuillez réessayer.',
    },
  },
  network: 'Erreur de connexion réseau. Veuillez vérifier votre connexion Internet.',
  tookTooLong: 'L’IA a mis trop de temps à répondre. Veuillez réessayer.',
  invalidResponse: 'Réponse non valide du service d’IA. Veuillez réessayer plus tard.',
  sendFailed: 'Impossible d’envoyer le message. Veuillez réessayer.',
  saveError: {
    title: 'Erreur lors de l’enregistrement de vos renseignements',
    description: 'Veuillez réessayer ou nous joindre directement.',
  },
  saveErrorReply: (phone, email) =>
    `Je suis désolée, je n’ai pas pu enregistrer vos renseignements pour le moment. Veuillez nous appeler au ${phone} ou nous écrire à ${email}, et notre équipe vous aidera sans tarder.`,
  saved: {
    title: 'Renseignements reçus',
    description: 'Merci! Notre équipe communiquera avec vous sous peu.',
  },
  greeting:
    'Bonjour! Je suis Val, la conseillère hypothécaire IA de Maplestone Mortgage. Posez-moi vos questions sur les taux du jour, les versements, la mise de fonds, l’assurance prêt hypothécaire, le renouvellement ou le refinancement, et je peux vous mettre en contact avec l’un de nos courtiers.',
  suggestedQuestions: {
    bestRate: 'Quel est le meilleur taux fixe de 5 ans au Québec?',
    payment: (amount) => `Quel serait mon versement mensuel sur ${amount}?`,
    minimumDown: (price) => `Quelle est la mise de fonds minimale pour une maison de ${price}?`,
    renewal: 'Devrais-je renouveler ou refinancer mon prêt hypothécaire?',
  },
  widget: {
    title: 'Val, votre conseillère hypothécaire',
    subtitle: 'Des réponses de l’IA fondées sur nos taux actuels. Un courtier autorisé confirme tout.',
    inputLabel: 'Message à Val',
    placeholder: 'Posez vos questions sur les taux, les versements, la mise de fonds…',
    send: 'Envoyer',
    suggestions: 'Suggestions de questions',
    clear: 'Effacer la conversation',
    clearTitle: 'Effacer cette conversation?',
    clearDescription: 'La conversation sera supprimée et Val recommencera à zéro.',
    clearConfirm: 'Effacer',
    cancel: 'Annuler',
    close: 'Fermer la conversation',
    you: 'Vous',
    conversation: 'Conversation avec Val',
  },
};
